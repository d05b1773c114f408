#!/usr/bin/env bash
# Releases the current commit: runs .ci/run (the README's tests, and dist/ is the build of
# src/), then tags it vX.Y.Z and moves the major tag vX to it, so that workflows using
# `citegate/citegate@vX` get this release. With --push, pushes both tags to origin (vX with
# --force, since it moves). The release workflow (.github/workflows/release.yml) runs this.
#
#   scripts/release.sh X.Y.Z [--push] [--skip-ci]
#
# Refuses, before tagging anything: a version that is not X.Y.Z, a working tree with changes,
# a package.json that states another version, a tag vX.Y.Z that exists already. --skip-ci
# skips .ci/run (only for a commit whose CI has passed).
set -euo pipefail

die() {
  echo "release: $*" >&2
  exit 2
}

[ $# -ge 1 ] || die "usage: scripts/release.sh X.Y.Z [--push] [--skip-ci]"
version=$1
shift
push=false
skip_ci=false
for arg in "$@"; do
  case $arg in
    --push) push=true ;;
    --skip-ci) skip_ci=true ;;
    *) die "unknown option $arg (usage: scripts/release.sh X.Y.Z [--push] [--skip-ci])" ;;
  esac
done

[[ $version =~ ^v?(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)$ ]] || die "the version must be X.Y.Z (for example 1.2.3), not \"$version\""
version=${version#v}
major=${BASH_REMATCH[1]}
tag="v$version"
major_tag="v$major"

cd "$(git rev-parse --show-toplevel)"
[ -z "$(git status --porcelain)" ] || die "the working tree has changes; commit or stash them first"
stated=$(node -p "require('./package.json').version")
[ "$stated" = "$version" ] || die "package.json states version $stated, not $version; run 'npm version $version --no-git-tag-version', commit, and release that commit"
if git rev-parse -q --verify "refs/tags/$tag" >/dev/null; then die "tag $tag exists already"; fi

if [ "$skip_ci" = false ]; then
  bash .ci/run
  [ -z "$(git status --porcelain)" ] || die ".ci/run left the working tree changed (is dist/ committed?)"
fi

commit=$(git rev-parse HEAD)
git tag -a "$tag" -m "citegate $tag" "$commit"
git tag -f -a "$major_tag" -m "citegate $major_tag, at $tag" "$commit" >/dev/null
echo "release: tagged $tag and moved $major_tag to $commit"

if [ "$push" = true ]; then
  git push origin "refs/tags/$tag"
  git push --force origin "refs/tags/$major_tag"
  echo "release: pushed $tag and $major_tag to origin"
else
  echo "release: not pushed; to publish: git push origin refs/tags/$tag && git push --force origin refs/tags/$major_tag"
fi
