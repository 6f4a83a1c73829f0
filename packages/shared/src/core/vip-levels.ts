/**
 * The VIP table's data (issue 13): each level's experience threshold and its one-time reward in
 * `coin`. Data, not rules: change it here (a module rather than a JSON file so that every runtime that
 * loads @app/shared, the e2e runner's ESM loader included, reads it without import attributes).
 */
export const VIP_LEVEL_DATA = {
  coin: 'WH',
  levels: [
    { level: 0, exp: 0, reward: '0' },
    { level: 1, exp: 100, reward: '1' },
    { level: 2, exp: 500, reward: '4' },
    { level: 3, exp: 1000, reward: '5' },
    { level: 4, exp: 5000, reward: '40' },
    { level: 5, exp: 10000, reward: '50' },
    { level: 6, exp: 50000, reward: '400' },
    { level: 7, exp: 100000, reward: '500' },
    { level: 8, exp: 500000, reward: '4000' },
    { level: 9, exp: 1000000, reward: '5000' },
    { level: 10, exp: 5000000, reward: '40000' },
  ],
} as const;
