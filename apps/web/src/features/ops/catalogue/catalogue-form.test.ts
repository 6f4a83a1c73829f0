import { ZHomeProductItem } from '@app/shared/tasklib/catalogue-item';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkItem, contractOf, fieldKinds, itemFieldOf, itemOf, ruleOf, valuesOf } from './catalogue-form';

// The same JSON Schema the API sends for a catalogue (GET /ops/catalogues): the form knows no catalogue.
const schema = z.toJSONSchema(ZHomeProductItem, { unrepresentable: 'any' }) as Record<string, unknown>;
const fields = ['code', 'title', 'product_type', 'players', 'tabs'];
const kinds = fieldKinds(schema, fields);

describe('the catalogue form, from the item contract as JSON Schema', () => {
  it('gives each field its input kind', () => {
    expect(kinds).toEqual({
      code: { kind: 'text' },
      title: { kind: 'text', maxLength: 64 },
      product_type: { kind: 'choice', options: ['game', 'casino', 'lottery', 'offer'] },
      players: { kind: 'number' },
      tabs: { kind: 'list' },
    });
  });

  it('round-trips an item through the form texts', () => {
    const item = { code: 'tiger', title: 'Tiger', product_type: 'casino', players: 12, tabs: ['hot', 'new'] };
    const values = valuesOf(kinds, item);
    expect(values).toEqual({ code: 'tiger', title: 'Tiger', product_type: 'casino', players: '12', tabs: 'hot, new' });
    expect(itemOf(kinds, values)).toEqual(item);
  });

  it('a new item starts empty, on the first choice', () => {
    expect(valuesOf(kinds)).toEqual({ code: '', title: '', product_type: 'game', players: '', tabs: '' });
  });

  it('checks the item by the rebuilt contract, one message per refused field', () => {
    const contract = contractOf(schema);
    const values = { ...valuesOf(kinds), code: 'Bad Code', players: '-1' };
    const errors = checkItem(contract, itemOf(kinds, values));
    expect(Object.keys(errors)).toEqual(expect.arrayContaining(['code', 'title', 'players']));
    expect(errors.tabs).toBeUndefined();
  });

  it('says what a valid value is, from the schema', () => {
    expect(ruleOf(schema, 'players')).toEqual({ key: 'range', values: { min: 0, max: 1_000_000_000 } });
    expect(ruleOf(schema, 'title')).toEqual({ key: 'length', values: { min: 1, max: 64 } });
    expect(ruleOf(schema, 'code')).toEqual({ key: 'pattern' });
    expect(ruleOf(schema, 'product_type')).toEqual({ key: 'choice' });
  });

  it('reads the field an envelope error names under item.', () => {
    expect(itemFieldOf('item.tabs')).toBe('tabs');
    expect(itemFieldOf('catalogue')).toBeUndefined();
  });
});
