extension Store {
  /// A root store running `reducer` with `environment` that writes everything it does to
  /// `recorder`: the actions sent to it, the actions its effects send back and the change each
  /// made (see ``StoreRecorder``).
  ///
  /// A store made with the other initialisers records nothing and pays nothing for it. Actions
  /// sent through this store or a store scoped from it are recorded as sent; actions the
  /// feature's effects send are recorded as received. `effectExecutor` is the other
  /// initialisers' (``init(initialState:reducer:environment:effectExecutor:)``).
  public convenience init<R: ReducerProtocol>(
    initialState: State,
    reducer: R,
    environment: R.Environment,
    effectExecutor: (any TaskExecutor)? = nil,
    recorder: StoreRecorder
  ) where R.State == State, R.Action == Action {
    self.init(
      initialState: initialState, reducer: reducer, environment: environment,
      runtime: EffectRuntime(effectExecutor: effectExecutor), recorder: recorder)
  }

  /// A recording root store whose effects run on `runtime`: an explorer's, whose executor
  /// keeps effects on the main actor.
  package convenience init<R: ReducerProtocol>(
    initialState: State,
    reducer: R,
    environment: R.Environment,
    runtime: EffectRuntime,
    recorder: StoreRecorder
  ) where R.State == State, R.Action == Action {
    recorder.begin(state: initialState)
    let bound = BoundReducer(reducer, environment: environment)
    let root = RootCore<State, Action>(initialState: initialState, runtime: runtime) {
      state, action in
      let before = state
      let effect = bound.reduce(&state, action)
      recorder.reduced(action, from: before, to: state)
      return effect
    }
    // Sends from outside go through `sendToRoot` (no `root` shortcut), which marks them.
    self.init(
      core: root, root: nil,
      sendToRoot: { [unowned root] action in
        recorder.userWillSend()
        return root.send(action)
      })
  }
}
