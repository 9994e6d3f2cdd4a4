// Service categories (issue 16): a service's save finds or makes its category by name (any case), the list, and
// a rename that keeps the id (the GL mapping's key; accounting-quarter.routes.test.ts posts after one).
import { beforeAll, describe, expect, it } from 'vitest';
import { raceTest } from '../../testing/race-test.ts';
import { type CatalogTestApp, createCatalogTestApp } from './catalog-test-app.ts';
import { serviceWizard } from './catalog-test-data.ts';

let c: CatalogTestApp;
beforeAll(async () => {
  c = await createCatalogTestApp();
}, 60_000);

const inject = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers = c.franchisor) =>
  c.t.app.inject({ method, url: `/api/${url}`, headers, ...(payload ? { payload } : {}) });
const createService = (category: string) => {
  const wizard = serviceWizard();
  return inject('POST', 'Service/Create', { ...wizard, basicDetails: { ...wizard.basicDetails, category } });
};
const list = async (headers = c.franchisor) => (await inject('GET', 'ServiceCategory/List', undefined, headers)).json().res_data.items;

describe('service categories', () => {
  it('one category per name whatever its case; the service keeps the name as first written', async () => {
    expect((await createService('Beard Care')).statusCode).toBe(201);
    const second = await createService('beard care');
    expect(second.json().res_data.basicDetails.category).toBe('Beard Care');
    expect((await list()).filter((x: { name: string }) => x.name === 'Beard Care')).toEqual([
      { id: expect.any(String), name: 'Beard Care', services: 2 },
    ]);
    expect(await list(c.betaFranchisor)).toEqual([]);
  });

  it('renames a category and every service in it, keeping its id; refuses a bad name with the field', async () => {
    const [beard] = (await list()).filter((x: { name: string }) => x.name === 'Beard Care');
    const bad = await inject('PUT', `ServiceCategory/Rename/${beard.id}`, { name: '<b>' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().error.fields)).toEqual(['name']);
    const renamed = await inject('PUT', `ServiceCategory/Rename/${beard.id}`, { name: 'Beards' });
    expect(renamed.json().res_data).toEqual({ id: beard.id, name: 'Beards', services: 2 });
    const search = await inject('POST', 'Service/Search', { category: 'Beards' });
    expect(search.json().res_data.total).toBe(2);
    expect((await inject('PUT', `ServiceCategory/Rename/${beard.id}`, { name: 'X' }, c.betaFranchisor)).statusCode).toBe(404);
  });

  raceTest('two saves with a new category at once make one category', async () => {
    const answers = await Promise.all([createService('Balayage'), createService('balayage')]);
    expect(answers.map((r) => r.statusCode)).toEqual([201, 201]);
    expect((await list()).filter((x: { name: string }) => x.name.toLowerCase() === 'balayage')).toHaveLength(1);
  });

  raceTest('two renames to one name at once: one 200, the other 409', async () => {
    await createService('Perm');
    await createService('Wave');
    const ids = (await list()).filter((x: { name: string }) => ['Perm', 'Wave'].includes(x.name)).map((x: { id: string }) => x.id);
    const answers = await Promise.all(ids.map((id: string) => inject('PUT', `ServiceCategory/Rename/${id}`, { name: 'Texture' })));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });
});
