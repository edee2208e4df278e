#!/usr/bin/env node
// The npm registry mirror this project builds against lacks some other-platform optional binaries (for
// example @next/swc-darwin-arm64), so `npm install` leaves them out of package-lock.json and `npm ci` then
// refuses the lock. This adds each missing optional dependency with its version and platform, which is what
// npm writes when it can see them: npm skips them on other platforms, and installs them where they exist.
// Run after `npm install`: node scripts/complete-lockfile.mjs
import fs from 'node:fs';

const file = 'package-lock.json';
const lock = JSON.parse(fs.readFileSync(file, 'utf8'));
const pick = (name, table) => table.find(([pattern]) => pattern.test(name))?.[1];
const platform = (name) => ({
  os: pick(name, [[/darwin/, ['darwin']], [/win32/, ['win32']], [/freebsd/, ['freebsd']], [/android/, ['android']], [/openharmony/, ['openharmony']], [/linux/, ['linux']]]),
  cpu: pick(name, [[/arm64|aarch64/, ['arm64']], [/ia32/, ['ia32']], [/x64/, ['x64']], [/arm-/, ['arm']], [/loong64/, ['loong64']], [/ppc64/, ['ppc64']], [/riscv64/, ['riscv64']], [/s390x/, ['s390x']]]),
  libc: pick(name, [[/-musl/, ['musl']], [/-gnu/, ['glibc']]]),
});

let added = 0;
for (const [, entry] of Object.entries(lock.packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const key = `node_modules/${name}`;
    if (lock.packages[key]) continue;
    const { os, cpu, libc } = platform(name);
    lock.packages[key] = { version, ...(cpu && { cpu }), ...(entry.dev && { dev: true }), optional: true, ...(os && { os }), ...(libc && { libc }) };
    added++;
  }
}
const sorted = Object.fromEntries(Object.keys(lock.packages).sort((a, b) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))).map((k) => [k, lock.packages[k]]));
lock.packages = sorted;
fs.writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`${added} missing optional package entr${added === 1 ? 'y' : 'ies'} added to ${file}`);
