import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvAmount, csvCell, csvNumber, csvText } from './csv.js';

describe('CSV for Spanish spreadsheets', () => {
  it('writes numbers with a decimal comma and no grouping', () => {
    expect(csvNumber(12.5)).toBe('12,5');
    expect(csvNumber(1234)).toBe('1234');
    expect(csvNumber(-0.75)).toBe('-0,75');
  });

  it('writes amounts with two decimals, through whole cents', () => {
    expect(csvAmount(1234.5)).toBe('1234,50');
    expect(csvAmount(0.1 + 0.2)).toBe('0,30');
    expect(csvAmount(1.005)).toBe('1,01');
    expect(csvAmount(0)).toBe('0,00');
    expect(csvAmount(-22.5)).toBe('-22,50');
    expect(csvAmount(99999.99)).toBe('99999,99');
  });

  it('separates with semicolons and quotes a cell holding one (a comma needs no quotes)', () => {
    expect(csvText([['Peña, Ana', 'a;b', 12.5, 3, true, null]])).toBe(
      `${CSV_BOM}Peña, Ana;"a;b";12,5;3;true;\r\n`,
    );
  });

  it('never lets a text cell run as a formula, while a negative number stays a number', () => {
    expect(csvCell('-3')).toBe("'-3");
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvCell('\tx')).toBe("'\tx");
  });

  it('still writes another separator when asked', () => {
    expect(csvText([['a,b', 1.5]], ',')).toBe(`${CSV_BOM}"a,b","1,5"\r\n`);
  });
});
