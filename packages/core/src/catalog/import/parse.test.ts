import { describe, expect, it } from 'vitest';
import { AppError } from '../../shared/index.ts';
import type { ImportLookups } from './lookups.ts';
import { readCatalogueCsv, validateRows } from './parse.ts';

const lookups = (): ImportLookups => ({
  taxonIds: new Map([['flowers/roses', 7]]),
  brandIds: new Map([['khurd', 3]]),
  vendorIds: new Map(),
  locationIds: new Map([['UB1', 1]]),
  products: new Map(),
  variants: new Map(),
});

const HEADER = 'product_sku,variant_sku,name_mn,category,price,sale_price,status,stock:UB1';

const refusalOf = (work: () => unknown) => {
  try {
    work();
  } catch (error) {
    if (error instanceof AppError) return [error.messageKey, error.vars];
  }
  return null;
};

describe('reading a catalogue CSV', () => {
  it('reads a header, a byte order mark and semicolons, with each record’s line', () => {
    const table = readCatalogueCsv(
      '\uFEFFproduct_sku;variant_sku;price\nA;A-1;100\n\nB;B-1;200\n',
      ['UB1'],
    );
    expect(table.columns).toEqual(['product_sku', 'variant_sku', 'price']);
    expect(table.records).toEqual([
      { line: 2, cells: ['A', 'A-1', '100'] },
      { line: 4, cells: ['B', 'B-1', '200'] },
    ]);
  });

  it('refuses a file with an unknown column, an unknown store, or without its SKUs', () => {
    expect(refusalOf(() => readCatalogueCsv('product_sku,variant_sku,prcie\n', []))).toEqual([
      'staff.import.error.unknown_columns',
      { columns: 'prcie' },
    ]);
    expect(
      refusalOf(() => readCatalogueCsv('product_sku,variant_sku,stock:XX\n', ['UB1'])),
    ).toEqual(['staff.import.error.unknown_columns', { columns: 'stock:XX' }]);
    expect(refusalOf(() => readCatalogueCsv('product_sku,price\n', []))).toEqual([
      'staff.import.error.missing_column',
      { column: 'variant_sku' },
    ]);
    expect(refusalOf(() => readCatalogueCsv('', []))?.[0]).toBe('staff.import.error.empty_file');
  });
});

describe('checking the rows', () => {
  const check = (...rows: string[]) =>
    validateRows(readCatalogueCsv([HEADER, ...rows].join('\n'), ['UB1']), lookups());

  it('plans a new product with its names, category, prices and stock', () => {
    const plan = check('R1,R1-a,Сарнай,flowers/roses,12000,9000,published,5');
    expect(plan.refused).toEqual([]);
    expect(plan.valid[0]).toMatchObject({
      line: 2,
      productSku: 'R1',
      product: { names: { mn: 'Сарнай' }, taxonId: 7, status: 'published' },
      variant: { price: 12000, salePrice: 9000 },
      existingProduct: null,
    });
    expect(plan.valid[0]?.stock).toEqual(new Map([['UB1', 5]]));
  });

  it('says why each bad row is refused, and keeps the good ones', () => {
    const plan = check(
      'R1,R1-a,Сарнай,flowers/roses,12000,,published,5',
      'R2,R2-a,,flowers/roses,12000,,published,5',
      'R3,R3-a,Сарнай,flowers/roses,12k,,published,5',
      'R4,R4-a,Сарнай,flowers/roses,100,200,published,5',
      'R5,R5-a,Сарнай,no/such,100,,published,5',
      'R6,R6-a,Сарнай,flowers/roses,100,,published,-1',
      'R1,R1-b,Өөр,flowers/roses,12000,,published,5',
      'R1,R1-a,Сарнай,flowers/roses,12000,,published,5',
      'R7,R7-a,Сарнай,flowers/roses,100,,sold,5',
      'R8,R8-a,Сарнай,flowers/roses,100,,published',
    );
    expect(plan.valid.map((r) => r.line)).toEqual([2]);
    expect(
      plan.refused.map((r) => [r.line, r.errors.map((e) => `${e.column}:${e.key.slice(19)}`)]),
    ).toEqual([
      [3, ['name_mn:required']],
      [4, ['price:not_a_price']],
      [5, ['sale_price:sale_above_price']],
      [6, ['category:unknown_category']],
      [7, ['stock:UB1:not_a_count']],
      [8, ['name_mn:conflicting_product']],
      [9, ['variant_sku:duplicate_variant']],
      [10, ['status:bad_status']],
      [11, [':cell_count']],
    ]);
    expect(plan.refused[6]?.errors[0]?.vars).toEqual({ line: 2 });
  });

  it('takes the hours to report a bad item as 24, 48 or 72, and nothing else', () => {
    const table = readCatalogueCsv(
      [
        'product_sku,variant_sku,name_mn,category,price,return_notice_hours',
        'H1,H1-a,Дэн,flowers/roses,12000,72',
        'H2,H2-a,Дэн,flowers/roses,12000,36',
        'H3,H3-a,Дэн,flowers/roses,12000,',
      ].join('\n'),
      ['UB1'],
    );
    const plan = validateRows(table, lookups());
    expect(plan.valid.map((r) => [r.line, r.product.returnNoticeHours])).toEqual([[2, 72]]);
    expect(
      plan.refused.map((r) => [r.line, r.errors.map((e) => `${e.column}:${e.key.slice(19)}`)]),
    ).toEqual([
      [3, ['return_notice_hours:bad_return_notice_hours']],
      [4, ['return_notice_hours:bad_return_notice_hours']],
    ]);
  });

  it('takes how soon a product can be sent by its name, and nothing else', () => {
    const table = readCatalogueCsv(
      [
        'product_sku,variant_sku,name_mn,category,price,delivery_lead',
        'L1,L1-a,Хөнжил,flowers/roses,12000,7-14d',
        'L2,L2-a,Хөнжил,flowers/roses,12000,14d',
        'L3,L3-a,Хөнжил,flowers/roses,12000,now',
      ].join('\n'),
      ['UB1'],
    );
    const plan = validateRows(table, lookups());
    expect(plan.valid.map((r) => [r.line, r.product.deliveryLead])).toEqual([
      [2, '7-14d'],
      [4, 'now'],
    ]);
    expect(
      plan.refused.map((r) => [r.line, r.errors.map((e) => `${e.column}:${e.key.slice(19)}`)]),
    ).toEqual([[3, ['delivery_lead:bad_delivery_lead']]]);
  });

  it('needs a name, a category and a price only for what is new', () => {
    const known = lookups();
    known.products.set('OLD', {
      id: 9,
      slug: 'old-9',
      name: 'Хуучин',
      description: '',
      translations: {},
      taxonId: 7,
      brandId: null,
      vendorId: null,
      status: 'published',
      returnNoticeHours: 24,
      deliveryLead: 'now' as const,
      saleStartAt: null,
      saleExpireAt: null,
      availableOn: new Date(0),
    });
    known.variants.set('OLD-1', {
      id: 90,
      productId: 9,
      price: 5000,
      sellingPrice: 5000,
      optionValues: {},
      weightGrams: 500,
    });
    const table = readCatalogueCsv(
      'product_sku,variant_sku,sale_price\nOLD,OLD-1,4000\nNEW,NEW-1,1\n',
      [],
    );
    const plan = validateRows(table, known);
    expect(plan.valid.map((r) => [r.variantSku, r.existingVariant?.id])).toEqual([['OLD-1', 90]]);
    expect(plan.refused[0]?.errors.map((e) => e.column)).toEqual(['name_mn', 'category', 'price']);
  });
});
