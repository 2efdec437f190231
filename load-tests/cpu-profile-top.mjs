// Top functions by self time in V8 .cpuprofile files (node --cpu-prof, or a bench's slices), as a Markdown table:
// node load-tests/cpu-profile-top.mjs <file.cpuprofile>... [count=15]
// Self time is the time the sampler found the function itself on top of the stack, summed over every call site and
// over the files given (a bench writes one per measured slice).
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';

const args = process.argv.slice(2);
const count = /^\d+$/.test(args.at(-1) ?? '') ? args.pop() : '15';
const files = args;
if (files.length === 0) throw new Error('usage: node load-tests/cpu-profile-top.mjs <file.cpuprofile>... [count]');
const samples = files.flatMap((file) => {
  const profile = JSON.parse(readFileSync(file, 'utf8'));
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  return profile.samples.map((id, i) => ({ frame: nodes.get(id).callFrame, micros: profile.timeDeltas[i] ?? 0 }));
});

const where = ({ url, lineNumber }) => {
  if (!url) return '(native)';
  const path = url.startsWith('file://') ? relative(process.cwd(), new URL(url).pathname) : url;
  return `${path}:${lineNumber + 1}`;
};
const byFunction = new Map();
let total = 0;
for (const { frame, micros } of samples) {
  // Waiting for work is not where the time goes.
  if (frame.functionName === '(idle)') continue;
  const key = `${frame.functionName || '(anonymous)'}\t${where(frame)}`;
  byFunction.set(key, (byFunction.get(key) ?? 0) + micros);
  total += micros;
}
const share = (micros) => `${(micros / 1000).toFixed(0)} ms | ${((100 * micros) / total).toFixed(1)} %`;
const top = [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, Number(count));
console.log(`${(total / 1e6).toFixed(1)} s busy in ${files.join(', ')}\n`);
console.log('| self time | share | function | where |\n| --- | --- | --- | --- |');
for (const [key, micros] of top) {
  const [name, at] = key.split('\t');
  console.log(`| ${share(micros)} | \`${name}\` | ${at} |`);
}
// The same self time by package: which layer (framework, ORM, driver, Node itself) costs what.
const byPackage = new Map();
for (const [key, micros] of byFunction) {
  const at = key.split('\t')[1];
  const pkg =
    /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(at)?.[1] ??
    (at.startsWith('node:') ? 'node internals' : at.startsWith('(') ? 'native, GC' : 'the project (dist/)');
  byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + micros);
}
console.log('\n| self time | share | package |\n| --- | --- | --- |');
for (const [pkg, micros] of [...byPackage].sort((a, b) => b[1] - a[1]).slice(0, Number(count))) {
  console.log(`| ${share(micros)} | ${pkg} |`);
}
