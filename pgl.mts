import { PGlite } from '@electric-sql/pglite';

let t = performance.now();
const a = await PGlite.create();
console.log('create memory', Math.round(performance.now() - t));
t = performance.now();
await a.exec('create table x(a int); insert into x select generate_series(1,1000)');
const d = await a.dumpDataDir('none');
console.log('dump', Math.round(performance.now() - t), d.size);
t = performance.now();
const b = await PGlite.create({ loadDataDir: d });
console.log('load', Math.round(performance.now() - t));
t = performance.now();
console.log((await b.query('select count(*) from x')).rows);
