import Testing
@Test func placeholderReducersTestingTests() {}
