import { describe, expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import { countRows } from '../../test/count-rows';
import { readJson, useTestApp } from '../../test/test-app';
describe('company settings', () => {
  const testApp = useTestApp();

  const read = async () =>
    (await testApp.sendAsAdmin('GET', '/api/company/settings')).json() as Record<string, unknown>;
  const put = (payload: Record<string, unknown>) =>
    testApp.sendAsAdmin('PUT', '/api/company/settings', payload);
  const countAuditRows = () =>
    countRows(testApp.database, 'audit_log', sql`entity = 'company_settings'`);

  test('answer the federal unemployment rate the law sets: 6.0% less the 5.4% credit = 0.0060', async () => {
    expect(await read()).toMatchObject({
      federalUnemploymentRate: '0.0060',
      stateUnemploymentRate: '0.0340',
    });
  });

  test('a change to the federal unemployment rate is refused naming the field, and nothing is saved', async () => {
    const settings = await read();
    const auditRowsBefore = await countAuditRows();
    const response = await put({
      ...settings,
      companyName: 'Not Saved Co',
      federalUnemploymentRate: '0.0100',
    });
    expect(readJson(response, 400)).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { federalUnemploymentRate: expect.stringContaining('set by law') },
    });
    expect(await read()).toEqual(settings);
    expect(await countAuditRows()).toBe(auditRowsBefore);
  });

  test('a settings save without the address is refused naming it in words, not a parser message', async () => {
    const { companyAddress: _missing, ...withoutAddress } = await read();
    const response = await put(withoutAddress);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      companyAddress: 'Company address is required (an empty text clears it)',
    });
  });

  test('a settings answer sent back whole, or without the rate, saves the other fields', async () => {
    const settings = await read();
    const echoed = await put({
      ...settings,
      companyName: 'Echo Co',
      federalUnemploymentRate: 0.006,
    });
    expect(echoed.statusCode, echoed.body).toBe(200);
    expect(echoed.json()).toMatchObject({
      companyName: 'Echo Co',
      federalUnemploymentRate: '0.0060',
    });
    const { federalUnemploymentRate: _omitted, ...withoutRate } = settings;
    const omitted = await put({ ...withoutRate, companyName: settings.companyName });
    expect(omitted.statusCode, omitted.body).toBe(200);
    expect(await read()).toEqual(settings);
  });

  test('a rate stored by an earlier version is not shown, and the next save writes the legal rate back', async () => {
    await testApp.database.db.execute(
      sql`update company_settings set federal_unemployment_rate = 0.0100 where id = 1`,
    );
    const settings = await read();
    expect(settings.federalUnemploymentRate).toBe('0.0060');
    expect((await put(settings)).statusCode).toBe(200);
    const [row] = (
      await testApp.database.db.execute(
        sql`select federal_unemployment_rate::text as rate from company_settings where id = 1`,
      )
    ).rows as [{ rate: string }];
    expect(row.rate).toBe('0.0060');
  });

  test('the demo practises in 2025; the calendar can practise in 2026 or follow today, and an unknown one is refused', async () => {
    const settings = await read();
    expect(settings.payrollCalendar).toBe('practice-2025');
    const unknown = await put({ ...settings, payrollCalendar: 'practice-1999' });
    expect(readJson(unknown, 400).fields).toEqual({
      payrollCalendar: "Choose today's date or a practice year",
    });
    const { payrollCalendar: _left, ...withoutCalendar } = settings;
    expect(
      (await put({ ...withoutCalendar, companyName: 'Kept Calendar Co' })).json(),
    ).toMatchObject({ companyName: 'Kept Calendar Co', payrollCalendar: 'practice-2025' });
    const practice2026 = await put({ ...settings, payrollCalendar: 'practice-2026' });
    expect(readJson(practice2026, 200).payrollCalendar).toBe('practice-2026');
    const real = await put({ ...settings, payrollCalendar: 'today' });
    expect(readJson(real, 200).payrollCalendar).toBe('today');
    await put({ ...settings, payrollCalendar: 'practice-2025' });
  });
});
