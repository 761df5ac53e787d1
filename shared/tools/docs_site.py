"""The documentation site's pages (a mkdocs hook, named in mkdocs.yml): the repository's own Markdown where it
lies, so a relative link that works on a forge works in the site too, and a broken one fails
`mkdocs build --strict` (tests/platform/test_docs_site.py).

mkdocs reads one folder (`docs_dir`); the pages a reader needs also live beside what they describe (each
game's README.md and RULES_NOTES.md in services/<game>/, the capacity notes in deploy/, the README at the
top). This hook replaces the folder's files with that set, each under its path in the repository (the
README becomes the site's home page).
"""

from __future__ import annotations

from pathlib import Path

from mkdocs.config.defaults import MkDocsConfig
from mkdocs.structure.files import File, Files

# The repository's documentation, as glob patterns from its root.
PAGES = ("README.md", "docs/**/*.md", "docs/screenshots/*.png", "services/*/README.md",
         "services/*/RULES_NOTES.md", "deploy/*.md")


def site_paths(root: Path) -> list[str]:
    return sorted({path.relative_to(root).as_posix() for pattern in PAGES for path in root.glob(pattern)})


def on_files(files: Files, config: MkDocsConfig) -> Files:
    root = Path(config.config_file_path).resolve().parent
    docs_dir = Path(config.docs_dir).resolve()
    # The theme's own files (CSS, scripts) stay; docs_dir's files come back below under their repository path.
    theme = [file for file in files if file.src_dir is None or Path(file.src_dir).resolve() != docs_dir]
    pages = [File(path, str(root), config.site_dir, config.use_directory_urls) for path in site_paths(root)]
    return Files(theme + pages)
