/// A store for a feature type: `StoreOf<Feature>`, as TCA spells it.
public typealias StoreOf<R: ReducerProtocol> = Store<R.State, R.Action>
