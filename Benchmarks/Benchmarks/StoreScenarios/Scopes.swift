import Reducers

@MainActor
public func scopedStore(depth: Int, of root: Store<Int, Bool>) -> Store<Int, Bool> {
  var store = root
  for _ in 0..<depth {
    store = store.scope(state: \.self, action: { $0 })
  }
  return store
}
