// Filled by the TestStore work.
import Reducers
