// The Node this project runs on (package.json engines): better-sqlite3 13's Node-API build crashes
// on older Node, so `npm start` and `npm test` stop first with what to do instead.
const major = Number(process.versions.node.split('.')[0]);
if (major < 24) {
  console.error(
    `语文学堂 needs Node.js 24 or newer; this is ${process.version}. ` +
      'Run `source scripts/use-node-24.sh` in this shell (it puts Node 24 from the npm registry into .tools/node), then `npm install` again.',
  );
  process.exit(1);
}
