import Testing
@Test func placeholderReducersTests() {}
