// A helper process for Scripts/fault-injection/run: saves one change through
// `Shared(.fileStorage)`, the way an app built on Reducers does, so that the save can be failed
// or killed at each file-system call from outside the process.
//
//   SharedFileProbe <file> <item>   adds <item>, once, to the list of strings kept in <file>
//
// Adding an item already there saves the same list again, so that a run repeated after a kill
// must end with exactly the bytes of an uninterrupted run.
//
// A save that fails is reported by `reportIssue`, not thrown (a feature cannot act on it); the
// probe installs a reporter that turns the first report into one line on standard error and
// exit 74 (sysexits' EX_IOERR), which is what the fault run checks.
import Foundation
import Reducers
import ReducersDebugging
import Synchronization

let arguments = CommandLine.arguments
guard arguments.count == 3 else {
  FileHandle.standardError.write(Data("usage: SharedFileProbe <file> <item>\n".utf8))
  exit(64)
}

let firstIssue = Mutex<String?>(nil)
_ = IssueReporter.install { message, _ in
  firstIssue.withLock { $0 = $0 ?? message }
}

let url = URL(fileURLWithPath: arguments[1])
// What `@Shared(.fileStorage(url)) var items: [String] = []` makes (top-level code cannot hold a
// property wrapper).
let items = Shared(wrappedValue: [String](), .fileStorage(url))
items.withLock { if !$0.contains(arguments[2]) { $0.append(arguments[2]) } }

if let issue = firstIssue.withLock({ $0 }) {
  // One line: the reporter's message names the file and the system's reason.
  let line = issue.split(whereSeparator: \.isNewline).joined(separator: " ")
  FileHandle.standardError.write(Data("SharedFileProbe: \(line)\n".utf8))
  exit(74)
}
