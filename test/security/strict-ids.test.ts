// Issue 16, finding 6 (ids): a numeric id has exactly one spelling, plain decimal digits. `0x10`, `1e3`, ` 1`, `01`,
// `1.0` and `true` were numbers to z.coerce (Number(' 1') is 1); now they are 400, on REST paths and tRPC inputs alike.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../../db/seed/seed';
import { makeTestApp, type Client, type TestApp } from '../helpers/app';
import { trpcUrl } from '../helpers/routes';

let t: TestApp;
let visitor: Client;
beforeAll(async () => {
  t = await makeTestApp({ users: false });
  await seedDatabase(t.deps, { demo: false }); // the ten built-in seasons: ids 1 to 10
  visitor = await t.client();
});
afterAll(() => t.close());

// Each names an existing season to Number(): 16 is not one, so 0x10 is the only spelling that hits no row either way.
const NOT_DECIMAL = ['0x10', '0x1', '1e1', '1e0', '%201', '1%20', '01', '001', '1.0', '0b1', '0o1', '+1', '%091', '1_0'];

describe('16.6 numeric ids are plain decimal digits', () => {
  it('16.6 the control: decimal ids are read', async () => {
    expect((await visitor.get('/api/seasons/1')).statusCode).toBe(200);
    expect((await visitor.get('/api/seasons/10')).statusCode).toBe(200);
    expect((await visitor.get(trpcUrl('seasons.statistics', { id: 1 }))).statusCode).toBe(200);
    expect((await visitor.get(trpcUrl('seasons.statistics', { id: '1' }))).statusCode).toBe(200);
  });

  it('16.6 any other spelling in a REST path is 400 in the envelope', async () => {
    const failures: string[] = [];
    for (const spelling of NOT_DECIMAL) {
      for (const url of [`/api/seasons/${spelling}`, `/api/seasons/${spelling}/statistics`, `/api/events/season/${spelling}`, `/api/events/upcoming/${spelling}`]) {
        const res = await visitor.get(url);
        if (res.statusCode !== 400 || res.json().success !== false) failures.push(`${url}: ${res.statusCode}`);
      }
    }
    // Past the safe integers and zero.
    for (const url of ['/api/seasons/9007199254740993', '/api/seasons/0', '/api/seasons/-1']) {
      const res = await visitor.get(url);
      if (res.statusCode !== 400) failures.push(`${url}: ${res.statusCode}`);
    }
    expect(failures).toEqual([]);
  });

  it('16.6 the same spellings as tRPC input (text, and true) are 400', async () => {
    const failures: string[] = [];
    for (const id of [...NOT_DECIMAL.map(decodeURIComponent), true, ' 1 ', '']) {
      const res = await visitor.get(trpcUrl('seasons.statistics', { id }));
      if (res.statusCode !== 400) failures.push(`${JSON.stringify(id)}: ${res.statusCode}`);
    }
    expect(failures).toEqual([]);
  });
});
