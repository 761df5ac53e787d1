"""Issue 36, item 2: a README of one screen, and the documentation as a site built with `mkdocs build --strict`
(mkdocs.yml; the pages are the repository's Markdown where it lies, shared/tools/docs_site.py), so a broken
link, a missing anchor or a page left out of the navigation fails the suite."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parents[2]


def build(project: Path, site: Path) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "mkdocs", "build", "--strict", "--site-dir", str(site)],
                          cwd=project, capture_output=True, text=True, timeout=300)


def test_the_readme_is_one_screen_and_maps_the_docs():
    readme = (ROOT / "README.md").read_text()
    assert len(readme.splitlines()) <= 200
    for reader in ("Building a front end", "The games", "Running tournaments", "Auditing", "Operating a deployment"):
        assert f"**{reader}**" in readme


def test_the_site_builds_strict_with_every_page_where_it_lies(tmp_path):
    built = build(ROOT, tmp_path / "site")
    assert built.returncode == 0, built.stdout + built.stderr
    for page in ("index.html", "docs/frontends/http/index.html", "services/academic_society/index.html",
                 "services/modern_society/RULES_NOTES/index.html", "deploy/CAPACITY/index.html",
                 "docs/screenshots/seat.png"):
        assert (tmp_path / "site" / page).exists(), page


def test_a_broken_link_or_anchor_fails_the_build(tmp_path):
    """The same settings and hook on a small tree: what the suite relies on really fails."""
    settings = yaml.safe_load((ROOT / "mkdocs.yml").read_text())
    settings.update(hooks=[str(ROOT / "shared" / "tools" / "docs_site.py")], nav=["README.md", "docs/guide.md"])
    (tmp_path / "mkdocs.yml").write_text(yaml.safe_dump(settings))
    (tmp_path / "docs").mkdir()
    (tmp_path / "docs" / "guide.md").write_text("# Guide\n\n## Setup\n\nBack to [the README](../README.md).\n")
    (tmp_path / "README.md").write_text("# Home\n\n[The guide](docs/guide.md#setup)\n")
    assert build(tmp_path, tmp_path / "ok").returncode == 0

    (tmp_path / "README.md").write_text("# Home\n\n[The guide](docs/guide.md#install)\n")
    missing_anchor = build(tmp_path, tmp_path / "anchor")
    assert missing_anchor.returncode != 0 and "does not contain an anchor '#install'" in missing_anchor.stderr

    (tmp_path / "README.md").write_text("# Home\n\n[The guide](docs/guides.md)\n")
    missing_page = build(tmp_path, tmp_path / "page")
    assert missing_page.returncode != 0 and "'docs/guides.md'" in missing_page.stderr

    (tmp_path / "docs" / "orphan.md").write_text("# Not in the navigation\n")
    (tmp_path / "README.md").write_text("# Home\n\n[The guide](docs/guide.md)\n")
    omitted = build(tmp_path, tmp_path / "omitted")
    assert omitted.returncode != 0 and "docs/orphan.md" in omitted.stderr
