#!/bin/sh
# Prints the bin folder of the Node this project runs on: the `node-linux-<arch>` package pinned in
# package.json (optionalDependencies), taken from the npm registry (no other download) and checked
# against the integrity recorded in package-lock.json. `npm install` / `npm ci` install the same
# package into node_modules/.bin, where every npm script finds it; this script is for running npm
# itself on that Node before node_modules exists, e.g. on a machine whose own Node is older:
#   PATH="$(sh scripts/pinned-node.sh):$PATH" npm ci
set -eu
cd "$(dirname "$0")/.."

arch=$(node -p 'process.arch')
pkg="node-linux-$arch"
version=$(node -p "require('./package.json').optionalDependencies?.['$pkg'] ?? ''")
locked=$(node -p "require('./package-lock.json').packages['node_modules/$pkg']?.integrity ?? ''")
if [ "$(uname -s)" != Linux ] || [ -z "$version" ] || [ -z "$locked" ]; then
  echo "pinned-node: no $pkg pinned in package.json and package-lock.json for this machine" >&2
  exit 1
fi

dir="${XDG_CACHE_HOME:-$HOME/.cache}/salon-node/$pkg-$version"
if [ ! -x "$dir/package/bin/node" ]; then
  rm -rf "$dir"
  mkdir -p "$dir"
  integrity=$(cd "$dir" && npm pack --json --silent "$pkg@$version" | node -e \
    'let s = ""; process.stdin.on("data", (d) => (s += d)).on("end", () => console.log(JSON.parse(s)[0].integrity))')
  if [ "$integrity" != "$locked" ]; then
    echo "pinned-node: $pkg@$version from the registry does not match package-lock.json's integrity" >&2
    rm -rf "$dir"
    exit 1
  fi
  tar -xzf "$dir/$pkg-$version.tgz" -C "$dir"
  rm "$dir/$pkg-$version.tgz"
fi

actual=$("$dir/package/bin/node" --version)
if [ "$actual" != "v$version" ]; then
  echo "pinned-node: $dir holds Node $actual, expected v$version" >&2
  exit 1
fi
echo "$dir/package/bin"
