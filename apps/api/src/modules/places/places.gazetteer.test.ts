import { describe, expect, it } from 'vitest';
import { CITIES, PROVINCES, SOUTH_AFRICA_BOUNDS } from '@akwaaba/contracts';
import { createGazetteer, normalise } from './places.gazetteer.ts';

const gazetteer = createGazetteer();
const first = (text: string) => gazetteer.suggest(text)[0];

describe('the built-in gazetteer data', () => {
  const entries = gazetteer.entries();

  it('holds South African cities, towns and suburbs of the metros', () => {
    expect(entries.length).toBeGreaterThan(900);
    expect(entries.filter((entry) => entry.city !== entry.name).length).toBeGreaterThan(50);
    expect(new Set(entries.map((entry) => entry.id)).size).toBe(entries.length);
  });

  it('names one of the nine provinces for every place, and places every one inside South Africa', () => {
    const provinces: readonly string[] = PROVINCES;
    const { minLat, maxLat, minLon, maxLon } = SOUTH_AFRICA_BOUNDS;
    const misplaced = entries.filter(
      ({ province, latitude, longitude }) =>
        !provinces.includes(province) ||
        !(latitude >= minLat && latitude <= maxLat && longitude >= minLon && longitude <= maxLon),
    );
    expect(misplaced).toEqual([]);
  });

  it("gives the spec's eight cities the exact city values the business and event filters use", () => {
    for (const city of CITIES) {
      const place = entries.find((entry) => entry.name === city.value);
      expect(place, city.value).toBeDefined();
      expect(place).toMatchObject({ city: city.value, province: city.province });
    }
    const metroCities = new Set(entries.filter((entry) => entry.city !== entry.name).map((entry) => entry.city));
    expect([...metroCities].sort()).toEqual(
      ['Bloemfontein', 'Cape Town', 'Durban', 'East London', 'Gqeberha', 'Johannesburg', 'Pretoria'].sort(),
    );
  });
});

describe('suggestions', () => {
  it('finds a city from the start of its name', () => {
    expect(first('johan')).toMatchObject({ name: 'Johannesburg', city: 'Johannesburg', province: 'Gauteng' });
    expect(first('stell')).toMatchObject({ name: 'Stellenbosch', city: 'Stellenbosch', province: 'Western Cape' });
    expect(first('polok')).toMatchObject({ name: 'Polokwane', province: 'Limpopo' });
  });

  it('puts the larger place first among those that start alike', () => {
    expect(first('cape')).toMatchObject({ name: 'Cape Town', description: 'Cape Town, Western Cape' });
    expect(first('pre')).toMatchObject({ name: 'Pretoria' });
    expect(first('dur')).toMatchObject({ name: 'Durban' });
  });

  it('answers a suburb of a metro with its main city', () => {
    expect(first('soweto')).toMatchObject({
      name: 'Soweto',
      city: 'Johannesburg',
      province: 'Gauteng',
      description: 'Soweto, Johannesburg, Gauteng',
    });
    expect(first('rondebosch')).toMatchObject({ city: 'Cape Town', province: 'Western Cape' });
    expect(first('centurion')).toMatchObject({ city: 'Pretoria', province: 'Gauteng' });
    expect(first('pinetown')).toMatchObject({ city: 'Durban', province: 'KwaZulu-Natal' });
    expect(first('rondebosch cape')).toMatchObject({ name: 'Rondebosch' });
  });

  it('finds the inner-city suburbs and townships where newcomers live and trade, with their metro', () => {
    expect(first('yeov')).toMatchObject({ name: 'Yeoville', description: 'Yeoville, Johannesburg, Gauteng' });
    expect(first('sea po')).toMatchObject({ name: 'Sea Point', description: 'Sea Point, Cape Town, Western Cape' });
    const expected: [string, string][] = [
      ['Hillbrow', 'Johannesburg'],
      ['Fourways', 'Johannesburg'],
      ['Mayfair', 'Johannesburg'],
      ['Rosettenville', 'Johannesburg'],
      ['Bellville', 'Cape Town'],
      ['Parow', 'Cape Town'],
      ['Umlazi', 'Durban'],
      ['Durban North', 'Durban'],
      ['Hatfield', 'Pretoria'],
      ['Sunnyside', 'Pretoria'],
      ['Arcadia', 'Pretoria'],
      ['Sandton', 'Johannesburg'],
      ['Soweto', 'Johannesburg'],
      ['Khayelitsha', 'Cape Town'],
      ['Mitchells Plain', 'Cape Town'],
      ['Randburg', 'Johannesburg'],
      ['Midrand', 'Johannesburg'],
      ['Germiston', 'Germiston'],
    ];
    for (const [name, city] of expected) expect(first(name), name).toMatchObject({ name, city });
    expect(first('tembisa')).toMatchObject({ name: 'Thembisa' });
    // Two suburbs of one name: each with its own city.
    const cities = (name: string) =>
      gazetteer
        .suggest(name)
        .filter((place) => place.name === name)
        .map((place) => place.city)
        .sort();
    expect(cities('Berea')).toEqual(['Durban', 'Johannesburg']);
    expect(cities('Observatory')).toEqual(['Cape Town', 'Johannesburg']);
  });

  it('finds Gqeberha by its former name Port Elizabeth', () => {
    for (const text of ['port eliz', 'port el', 'Port Elizabeth', 'gqeb']) {
      expect(first(text)).toMatchObject({ name: 'Gqeberha', city: 'Gqeberha', province: 'Eastern Cape' });
    }
    expect(first('port el')!.description).toBe('Gqeberha (Port Elizabeth), Eastern Cape');
    expect(first('tshwane')).toMatchObject({ city: 'Pretoria' });
  });

  it('ignores case, accents, apostrophes and extra spaces', () => {
    expect(first('SÓWETO')).toMatchObject({ name: 'Soweto' });
    expect(first('  cape    town ')).toMatchObject({ name: 'Cape Town' });
    expect(normalise('Botha’s  Hill')).toBe('bothas hill');
    expect(first('bothas')).toMatchObject({ name: 'Botha’s Hill' });
  });

  it('answers at most eight, and nothing for fewer than two characters or no match', () => {
    expect(gazetteer.suggest('johannesburg')).toHaveLength(8);
    expect(gazetteer.suggest('j')).toEqual([]);
    expect(gazetteer.suggest('  ')).toEqual([]);
    expect(gazetteer.suggest('zzqx')).toEqual([]);
  });

  it('finds a place by its id, and nothing for an unknown one', () => {
    const soweto = first('soweto')!;
    expect(gazetteer.find(soweto.id)).toMatchObject({ name: 'Soweto', city: 'Johannesburg', latitude: -26.26781 });
    expect(gazetteer.find('atlantis-under-the-sea')).toBeNull();
  });
});
