/// tablesnap's version, in one place: what `tablesnap --version` prints and what every PNG
/// tablesnap writes is stamped with (``RenderEnvironment``); CHANGELOG.md's newest entry,
/// README's `from:` and the release tag `vVERSION` repeat it (a test checks they agree;
/// docs/ci.md, "Versions").
package enum TablesnapVersion {
    package static let current = "0.4.0"
}
