// rules.LatLng methods and the `latlng` namespace (reference/rules/rules.LatLng).
import { RLatLng, asNum, fail, typeName, type RValue } from '../types.js';
import { arity, type Fn, type Method } from './common.js';

const EARTH_RADIUS_M = 6_371_008.8;

function asLatLng(v: RValue): RLatLng {
  if (!(v instanceof RLatLng)) fail(`Invalid argument: expected latlng, got ${typeName(v)}.`);
  return v;
}

function rad(d: number): number {
  return (d * Math.PI) / 180;
}

export const latlngMethods: Record<string, Method<RLatLng>> = {
  latitude: (p, a) => (arity('latitude', a, 0), p.lat),
  longitude: (p, a) => (arity('longitude', a, 0), p.lng),
  distance: (p, a) => {
    arity('distance', a, 1);
    const q = asLatLng(a[0]);
    const dLat = rad(q.lat - p.lat);
    const dLng = rad(q.lng - p.lng);
    const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(p.lat)) * Math.cos(rad(q.lat)) * Math.sin(dLng / 2) ** 2;
    return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
  },
};

export const latlngNamespace: Record<string, Fn> = {
  value: (a) => {
    arity('latlng.value', a, 2);
    const lat = asNum(a[0], 'lat');
    const lng = asNum(a[1], 'lng');
    if (!(lat >= -90 && lat <= 90) || !(lng >= -180 && lng <= 180))
      fail('latlng.value(): latitude must be in [-90, 90] and longitude in [-180, 180].');
    return new RLatLng(lat, lng);
  },
};
