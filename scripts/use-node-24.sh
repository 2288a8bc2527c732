# Sourced by .ci/run (and by anyone whose machine has an older Node): puts Node 24, the current LTS,
# first on PATH. When the machine's node is older, the npm registry's build of Node for this
# platform (`node-linux-<arch>`, the package the `node` package installs) is unpacked into
# `.tools/node` of the project once; the machine's own node is left as it is.
yuwen_node_major=24
if [ "$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)" -lt "$yuwen_node_major" ]; then
  yuwen_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
  yuwen_tools="$yuwen_root/.tools"
  if [ "$("$yuwen_tools/node/bin/node" -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)" != "$yuwen_node_major" ]; then
    rm -rf "$yuwen_tools/node" "$yuwen_tools/package" && mkdir -p "$yuwen_tools"
    yuwen_tarball=$(cd "$yuwen_tools" && npm pack "node-$(uname -s | tr A-Z a-z)-$(node -p process.arch)@$yuwen_node_major" --silent)
    tar xzf "$yuwen_tools/$yuwen_tarball" -C "$yuwen_tools" && mv "$yuwen_tools/package" "$yuwen_tools/node"
    rm -f "$yuwen_tools/$yuwen_tarball"
  fi
  export PATH="$yuwen_tools/node/bin:$PATH"
  # Should anything build a native module, node-gyp uses this Node's own headers: nothing is downloaded.
  export npm_config_nodedir="$yuwen_tools/node"
fi
