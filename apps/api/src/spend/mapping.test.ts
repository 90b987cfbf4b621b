import { describe, expect, it } from 'vitest';
import { mapColumns, normaliseHeader, parseAmount, parseDate, SpendMappingError } from './mapping';
import { parseSpendCsv } from './importer';
import { syntheticSpendCsv } from './synthetic';

describe('the recorded spend column mapping', () => {
  it('reads the LGA transparency template and central government’s over-£25,000 layout', () => {
    expect(mapColumns(['Body Name', 'Service Area', 'Expenses Type', 'Payment Date', 'Transaction Number', 'Amount (£)', 'Supplier Name'])).toEqual({
      layout: 'local-government-500',
      columns: { date: 3, supplier: 6, amount: 5, expenseType: 2, description: 1, reference: 4 },
    });
    expect(mapColumns(['Department Family', 'Entity', 'Date', 'Expense Type', 'Expense Area', 'Supplier', 'Transaction number', 'Amount'])).toEqual({
      layout: 'central-government-25k',
      columns: { date: 2, supplier: 5, amount: 7, expenseType: 3, description: 4, reference: 6 },
    });
    // Other publishers' names for the same columns.
    expect(mapColumns(['Date Paid', 'Beneficiary', 'Net Amount £', 'Narrative']).columns).toEqual({ date: 0, supplier: 1, amount: 2, description: 3 });
    expect(mapColumns(['Vendor Name', 'Posting Date', 'Value', 'Invoice Number']).columns).toEqual({ date: 1, supplier: 0, amount: 2, reference: 3 });
    expect(normaliseHeader('\uFEFFAmount (£)')).toBe('amount gbp');
  });

  it('refuses a file without a date, supplier or amount column and says what it saw', () => {
    expect(() => mapColumns(['Name', 'Total'])).toThrow(SpendMappingError);
    expect(() => mapColumns(['Name', 'Total'])).toThrow('No date, supplier column among: Name, Total');
  });

  it('parses UK amounts and dates', () => {
    expect(['£1,234.50', '(250.00)', '-250', '12 000', '99.999', 'n/a', ''].map(parseAmount)).toEqual([1234.5, -250, -250, 12000, 100, null, null]);
    expect(['31/01/2025', '31-01-25', '2025-01-31', '31-Jan-2025', '31 January 2025', '31/02/2025', 'soon'].map(parseDate)).toEqual([
      '2025-01-31', '2025-01-31', '2025-01-31', '2025-01-31', '2025-01-31', null, null,
    ]);
  });

  it('parses a file with a title line, quoted cells, bad lines and repeated payments', () => {
    const csv = [
      'Payments over £500 - Leeds City Council',
      'Payment Date,Supplier Name,Amount,Transaction Number',
      '01/04/2025,"Acme Cloud Analytics, Ltd","1,200.00",T1',
      '01/04/2025,"Acme Cloud Analytics, Ltd","1,200.00",T1',
      ',Nobody,10.00,T2',
      '02/04/2025,Small Co,120.00,T3',
    ].join('\r\n');
    const parsed = parseSpendCsv(csv);
    expect(parsed.layout).toBe('local-government-500');
    expect(parsed.lines.map((l) => [l.paymentDate, l.supplierName, l.amount])).toEqual([
      ['2025-04-01', 'Acme Cloud Analytics, Ltd', 1200],
      ['2025-04-01', 'Acme Cloud Analytics, Ltd', 1200],
      ['2025-04-02', 'Small Co', 120],
    ]);
    expect(new Set(parsed.lines.map((l) => l.lineKey)).size).toBe(3);
    expect(parsed.skipped).toEqual([{ line: 5, reason: 'no date' }]);
    expect(parsed.belowThreshold).toBe(1);
  });

  it('writes synthetic files the importer reads back in the body’s own layout', () => {
    const awards = [{ award_key: 'A1', notice_name: 'Cloud hosting', supplier: 'Acme Ltd', value: 120000, start: '2025-01-01T00:00:00Z', end: '2025-07-01T00:00:00Z' }];
    const council = parseSpendCsv(syntheticSpendCsv('Leeds City Council', awards, new Date('2026-01-01'))!);
    expect(council.layout).toBe('local-government-500');
    expect(council.lines).toHaveLength(6);
    expect(council.lines[0]).toMatchObject({ supplierName: 'Acme Ltd', amount: 20000 });
    // A department publishes only payments over £25,000: 300,000 over 6 months, paid up to mid-March.
    const dept = parseSpendCsv(syntheticSpendCsv('Department for Work and Pensions', [{ ...awards[0]!, value: 300000 }], new Date('2025-03-15'))!);
    expect(dept.layout).toBe('central-government-25k');
    expect(dept.lines.map((l) => l.amount)).toEqual([50000, 50000]);
    expect(syntheticSpendCsv('Department for Work and Pensions', [{ ...awards[0]!, value: 60000 }], new Date('2026-01-01'))).toBeNull();
  });
});
