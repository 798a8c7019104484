/// tablesnap's version: the one string `tablesnap --version` prints, that CHANGELOG.md's
/// newest entry, README's `from:` and the release tag `vVERSION` repeat (a test checks
/// they agree; docs/ci.md, "Versions").
package enum TablesnapVersion {
    package static let current = "0.4.0"
}
