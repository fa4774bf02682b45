import { REGION_ROWS } from './regions-data.ts';

/** The region tree for the address picker (province → city → district) and the check that a triple exists. */

export type RegionOption = { label: string; value: string; children?: RegionOption[] };

let tree: RegionOption[] | null = null;

/** Options in antd-mobile's Cascader shape, built once. */
export function regionOptions(): RegionOption[] {
  tree ??= REGION_ROWS.map(([province, cities]) => ({
    label: province,
    value: province,
    children: cities.map(([city, districts]) => ({
      label: city,
      value: city,
      children: districts.split(',').map((d) => ({ label: d, value: d })),
    })),
  }));
  return tree;
}

let provinceCityTree: RegionOption[] | null = null;

/** Province → city options (the profile's 所在地区), from the same data set as the address picker. */
export function provinceCityOptions(): RegionOption[] {
  provinceCityTree ??= REGION_ROWS.map(([province, cities]) => ({
    label: province,
    value: province,
    children: cities.map(([city]) => ({ label: city, value: city })),
  }));
  return provinceCityTree;
}

export const provinceNames = (): string[] => REGION_ROWS.map(([province]) => province);

/** Whether province, city and district name a real region of the data set. */
export function isKnownRegion(province: string, city: string, district: string): boolean {
  const row = REGION_ROWS.find(([p]) => p === province);
  const cityRow = row?.[1].find(([c]) => c === city);
  return cityRow ? cityRow[1].split(',').includes(district) : false;
}
