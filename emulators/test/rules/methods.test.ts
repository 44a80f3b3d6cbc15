// Conformance table: every documented method of every type, and the global namespaces.
import { describe, expect, it } from 'vitest';
import { ERROR, runRows, type Row } from './conformance-harness.js';
import { evaluateExpression } from '../../src/rules/expression.js';

const R = 'reference/rules/rules';

const strings: Row[] = [
  [R + '.String#lower', "'HeLLo'.lower()", 'hello'],
  [R + '.String#upper', "'HeLLo'.upper()", 'HELLO'],
  [R + '.String#upper', "'ção'.upper()", 'ÇÃO'],
  [R + '.String#trim', "'  a b \\t\\n'.trim()", 'a b'],
  [R + '.String#size', "'hello'.size()", 5n],
  [R + '.String#size', "''.size()", 0n],
  [R + '.String#size', "'héllo'.size()", 5n],
  [R + '.String#size', "'😀'.size()", 1n],
  [R + '.String#matches', "'abc'.matches('a.c')", true],
  [R + '.String#matches', "'abc'.matches('b')", false],
  [R + '.String#matches', "'xabcx'.matches('abc')", false],
  [R + '.String#matches', "'abc'.matches('.*b.*')", true],
  [R + '.String#matches', "'ABC'.matches('(?i)abc')", true],
  [R + '.String#matches', "'user@example.com'.matches('^[^@]+@[^@]+\\\\.[a-z]+$')", true],
  [R + '.String#matches', "'a-b'.matches('^[a-z0-9]+(-[a-z0-9]+)*$')", true],
  [R + '.String#matches', "'a--b'.matches('^[a-z0-9]+(-[a-z0-9]+)*$')", false],
  [R + '.String#matches', "'image/png'.matches('image/.*')", true],
  [R + '.String#matches', "'text/plain'.matches('image/.*')", false],
  [R + '.String#matches', "'abc'.matches('(')", ERROR],
  [R + '.String#matches', "'abc'.matches('(?=a)')", ERROR],
  [R + '.String#matches', "'abc'.matches(1)", ERROR],
  [R + '.String#replace', "'banana'.replace('a', 'o')", 'bonono'],
  [R + '.String#replace', "'a1b22c'.replace('[0-9]+', '#')", 'a#b#c'],
  [R + '.String#replace', "'abc'.replace('x', 'y')", 'abc'],
  [R + '.String#split', "'a,b,c'.split(',')", ['a', 'b', 'c']],
  [R + '.String#split', "'a, b ,c'.split('\\\\s*,\\\\s*')", ['a', 'b', 'c']],
  [R + '.String#split', "'abc'.split(',')", ['abc']],
  [R + '.String#split', "'a,,b'.split(',')", ['a', '', 'b']],
  [R + '.String#split', "'/a/b'.split('/')", ['', 'a', 'b']],
  [R + '.String#toUtf8', "'é'.toUtf8().size()", 2n],
  [R + '.String#toUtf8', "'abc'.toUtf8() == b'abc'", true],
  [R + '.String', "'abc'.size(1)", ERROR],
  [R + '.String', "'abc'.keys()", ERROR],
];

const lists: Row[] = [
  [R + '.List#size', '[1, 2, 3].size()', 3n],
  [R + '.List#size', '[].size()', 0n],
  [R + '.List#hasAll', "['a', 'b', 'c'].hasAll(['a', 'c'])", true],
  [R + '.List#hasAll', "['a', 'b'].hasAll(['a', 'z'])", false],
  [R + '.List#hasAll', "['a'].hasAll([])", true],
  [R + '.List#hasAll', "['a', 'b'].hasAll(['a'].toSet())", true],
  [R + '.List#hasAny', "['a', 'b'].hasAny(['z', 'b'])", true],
  [R + '.List#hasAny', "['a', 'b'].hasAny(['z'])", false],
  [R + '.List#hasAny', "['a'].hasAny([])", false],
  [R + '.List#hasOnly', "['a', 'b'].hasOnly(['a', 'b', 'c'])", true],
  [R + '.List#hasOnly', "['a', 'd'].hasOnly(['a', 'b', 'c'])", false],
  [R + '.List#hasOnly', '[].hasOnly([])', true],
  [R + '.List#hasOnly', "['a', 'a'].hasOnly(['a'])", true],
  [R + '.List#hasOnly', "['a'].hasOnly('a')", ERROR],
  [R + '.List#join', "['a', 'b', 'c'].join('-')", 'a-b-c'],
  [R + '.List#join', "[].join(',')", ''],
  [R + '.List#join', "['a', 1].join(',')", ERROR],
  [R + '.List#concat', '[1].concat([2, 3])', [1n, 2n, 3n]],
  [R + '.List#removeAll', '[1, 2, 3, 2].removeAll([2])', [1n, 3n]],
  [R + '.List#removeAll', '[1, 2].removeAll([])', [1n, 2n]],
  [R + '.List#toSet', '[1, 1, 2].toSet().size()', 2n],
  [R + '.List#toSet', '[1, 1.0].toSet().size()', 1n],
  [R + '.List#toSet', '[1, 2].toSet() == [2, 1, 1].toSet()', true],
  [R + '.List#in', '2 in [1, 2]', true],
  [R + '.List', '[1].lower()', ERROR],
];

const maps: Row[] = [
  [R + '.Map#keys', "{'a': 1, 'b': 2}.keys()", ['a', 'b']],
  [R + '.Map#keys', '{}.keys()', []],
  [R + '.Map#keys', "{'a': 1, 'b': 2}.keys().hasOnly(['a', 'b', 'c'])", true],
  [R + '.Map#values', "{'a': 1, 'b': 2}.values()", [1n, 2n]],
  [R + '.Map#size', "{'a': 1, 'b': 2}.size()", 2n],
  [R + '.Map#get', "{'a': 1}.get('a', 0)", 1n],
  [R + '.Map#get', "{'a': 1}.get('b', 0)", 0n],
  [R + '.Map#get', "{'a': null}.get('a', 0)", null],
  [R + '.Map#get', "{'a': {'b': {'c': 5}}}.get(['a', 'b', 'c'], 0)", 5n],
  [R + '.Map#get', "{'a': {'b': 1}}.get(['a', 'x', 'c'], 'd')", 'd'],
  [R + '.Map#get', "{'a': 1}.get(['a', 'b'], 'd')", 'd'],
  [R + '.Map#get', "{'a': 1}.get(1, 0)", ERROR],
  [R + '.Map#get', "{'a': 1}.get('a')", ERROR],
  [R + '.Map#in', "'a' in {'a': 1}", true],
  [R + '.Map#diff', "{'a': 1, 'b': 2}.diff({'a': 1, 'b': 3}).changedKeys() == ['b'].toSet()", true],
  [R + '.Map#diff', "{'a': 1}.diff(1)", ERROR],
  [R + '.MapDiff#addedKeys', "{'a': 1, 'b': 2}.diff({'a': 1}).addedKeys() == ['b'].toSet()", true],
  [R + '.MapDiff#removedKeys', "{'a': 1}.diff({'a': 1, 'c': 3}).removedKeys() == ['c'].toSet()", true],
  [R + '.MapDiff#changedKeys', "{'a': 1, 'b': 2}.diff({'a': 1, 'b': 2}).changedKeys().size()", 0n],
  [R + '.MapDiff#changedKeys', "{'a': 1}.diff({'a': 1.0}).changedKeys().size()", 0n],
  [R + '.MapDiff#changedKeys', "{'a': [1, 2]}.diff({'a': [1]}).changedKeys() == ['a'].toSet()", true],
  [R + '.MapDiff#unchangedKeys', "{'a': 1, 'b': 2}.diff({'a': 1, 'b': 3}).unchangedKeys() == ['a'].toSet()", true],
  [
    R + '.MapDiff#affectedKeys',
    "{'a': 1, 'b': 2, 'd': 4}.diff({'a': 9, 'c': 3, 'd': 4}).affectedKeys() == ['a', 'b', 'c'].toSet()",
    true,
  ],
  [R + '.MapDiff#affectedKeys', "{'a': 1}.diff({'a': 1}).affectedKeys().size()", 0n],
  [R + '.MapDiff#affectedKeys', "{'t': 'x', 'u': 1}.diff({'t': 'y', 'u': 1}).affectedKeys().hasOnly(['t'])", true],
];

const sets: Row[] = [
  [R + '.Set#size', '[1, 2, 2].toSet().size()', 2n],
  [R + '.Set#difference', '[1, 2, 3].toSet().difference([2].toSet()) == [1, 3].toSet()', true],
  [R + '.Set#intersection', '[1, 2, 3].toSet().intersection([2, 3, 4].toSet()) == [2, 3].toSet()', true],
  [R + '.Set#union', '[1, 2].toSet().union([2, 3].toSet()) == [1, 2, 3].toSet()', true],
  [R + '.Set#hasAll', '[1, 2, 3].toSet().hasAll([1, 3])', true],
  [R + '.Set#hasAll', '[1, 2].toSet().hasAll([1, 3].toSet())', false],
  [R + '.Set#hasAny', '[1, 2].toSet().hasAny([3, 2])', true],
  [R + '.Set#hasAny', '[1, 2].toSet().hasAny([3])', false],
  [R + '.Set#hasOnly', '[1, 2].toSet().hasOnly([1, 2, 3])', true],
  [R + '.Set#hasOnly', '[1, 4].toSet().hasOnly([1, 2, 3])', false],
  [R + '.Set#in', '2 in [1, 2].toSet()', true],
  [R + '.Set', '[1, 2].toSet() == [1, 2]', false],
  [R + '.Set', '[1].toSet().difference([1])', ERROR],
  [R + '.Set', '[[1], [1]].toSet().size()', 1n],
];

const timestamps: Row[] = [
  [R + '.timestamp#value', 'timestamp.value(0).toMillis()', 0n],
  [R + '.timestamp#value', 'timestamp.value(1700000000123).toMillis()', 1700000000123n],
  [R + '.timestamp#value', 'timestamp.value(-1).toMillis()', -1n],
  [R + '.timestamp#date', 'timestamp.date(2024, 2, 29).year()', 2024n],
  [R + '.timestamp#date', 'timestamp.date(2024, 2, 29).month()', 2n],
  [R + '.timestamp#date', 'timestamp.date(2024, 2, 29).day()', 29n],
  [R + '.timestamp#date', 'timestamp.date(2023, 2, 29)', ERROR],
  [R + '.timestamp#date', 'timestamp.date(2023, 13, 1)', ERROR],
  [R + '.timestamp#date', 'timestamp.date(1970, 1, 2) == timestamp.value(86400000)', true],
  [R + '.Timestamp#hours', 'timestamp.value(1700000000000).hours()', 22n],
  [R + '.Timestamp#minutes', 'timestamp.value(1700000000000).minutes()', 13n],
  [R + '.Timestamp#seconds', 'timestamp.value(1700000000000).seconds()', 20n],
  [R + '.Timestamp#nanos', 'timestamp.value(1700000000123).nanos()', 123000000n],
  [R + '.Timestamp#dayOfWeek', 'timestamp.date(2024, 1, 1).dayOfWeek()', 1n],
  [R + '.Timestamp#dayOfWeek', 'timestamp.date(2024, 1, 7).dayOfWeek()', 7n],
  [R + '.Timestamp#dayOfYear', 'timestamp.date(2024, 12, 31).dayOfYear()', 366n],
  [R + '.Timestamp#dayOfYear', 'timestamp.date(2023, 1, 1).dayOfYear()', 1n],
  [R + '.Timestamp#date', 'timestamp.value(1700000000000).date() == timestamp.date(2023, 11, 14)', true],
  [R + '.Timestamp#time', 'timestamp.value(1700000000000).time() == duration.time(22, 13, 20, 0)', true],
  [R + '.Timestamp#toMillis', 'request.time.toMillis()', ERROR],
  [R + '.Timestamp', "timestamp.value(0) + duration.value(1, 'd') == timestamp.date(1970, 1, 2)", true],
  [R + '.Timestamp', "duration.value(1, 'h') + timestamp.value(0) == timestamp.value(3600000)", true],
  [R + '.Timestamp', "timestamp.value(3600000) - duration.value(1, 'h') == timestamp.value(0)", true],
  [R + '.Timestamp', "timestamp.value(5000) - timestamp.value(2000) == duration.value(3, 's')", true],
  [R + '.Timestamp', 'timestamp.value(1) < timestamp.value(2)', true],
  [R + '.Timestamp', 'timestamp.value(1) == timestamp.value(1)', true],
  [R + '.Timestamp', 'timestamp.value(1) < 2', ERROR],
  [R + '.Timestamp', 'timestamp.value(0) + 1', ERROR],
];

const durations: Row[] = [
  [R + '.duration#value', "duration.value(90, 'm').seconds()", 5400n],
  [R + '.duration#value', "duration.value(2, 'w') == duration.value(14, 'd')", true],
  [R + '.duration#value', "duration.value(1500, 'ms').seconds()", 1n],
  [R + '.duration#value', "duration.value(1500, 'ms').nanos()", 500000000n],
  [R + '.duration#value', "duration.value(7, 'ns').nanos()", 7n],
  [R + '.duration#value', "duration.value(1, 'y')", ERROR],
  [R + '.duration#time', 'duration.time(1, 2, 3, 4).seconds()', 3723n],
  [R + '.duration#time', 'duration.time(1, 2, 3, 4).nanos()', 4n],
  [R + '.duration#abs', "duration.abs(duration.value(-5, 's')) == duration.value(5, 's')", true],
  [R + '.Duration#seconds', "duration.value(-1500, 'ms').seconds()", -1n],
  [R + '.Duration', "duration.value(1, 's') < duration.value(2, 's')", true],
  [R + '.Duration', "duration.value(1, 's') + duration.value(1, 's') == duration.value(2000, 'ms')", true],
  [R + '.Duration', "duration.value(1, 'h') - duration.value(30, 'm') == duration.value(30, 'm')", true],
];

const math: Row[] = [
  [R + '.math#abs', 'math.abs(-3)', 3n],
  [R + '.math#abs', 'math.abs(-2.5)', 2.5],
  [R + '.math#abs', "math.abs('x')", ERROR],
  [R + '.math#ceil', 'math.ceil(1.2)', 2n],
  [R + '.math#ceil', 'math.ceil(-1.2)', -1n],
  [R + '.math#ceil', 'math.ceil(4)', 4n],
  [R + '.math#floor', 'math.floor(1.8)', 1n],
  [R + '.math#floor', 'math.floor(-1.2)', -2n],
  [R + '.math#round', 'math.round(2.5)', 3n],
  [R + '.math#round', 'math.round(-2.5)', -3n],
  [R + '.math#round', 'math.round(2.4)', 2n],
  [R + '.math#sqrt', 'math.sqrt(9)', 3.0],
  [R + '.math#sqrt', 'math.sqrt(2.25)', 1.5],
  [R + '.math#sqrt', 'math.sqrt(-1)', ERROR],
  [R + '.math#pow', 'math.pow(2, 10)', 1024.0],
  [R + '.math#pow', 'math.pow(4, 0.5)', 2.0],
  [R + '.math#isNaN', "math.isNaN(float('NaN'))", true],
  [R + '.math#isNaN', 'math.isNaN(1.0)', false],
  [R + '.math#isNaN', 'math.isNaN(1)', false],
  [R + '.math#isInfinite', "math.isInfinite(float('Infinity'))", true],
  [R + '.math#isInfinite', "math.isInfinite(float('-Infinity'))", true],
  [R + '.math#isInfinite', 'math.isInfinite(1e308)', false],
];

const hashing: Row[] = [
  // Standard check values for the input "123456789".
  [R + '.hashing#crc32', "hashing.crc32('123456789')", 0xcbf43926n],
  [R + '.hashing#crc32', "hashing.crc32(b'123456789')", 0xcbf43926n],
  [R + '.hashing#crc32c', "hashing.crc32c('123456789')", 0xe3069283n],
  [R + '.hashing#md5', "hashing.md5('').toHexString()", 'D41D8CD98F00B204E9800998ECF8427E'],
  [R + '.hashing#md5', "hashing.md5('abc').toBase64()", 'kAFQmDzST7DWlj99KOF/cg=='],
  [
    R + '.hashing#sha256',
    "hashing.sha256('abc').toHexString()",
    'BA7816BF8F01CFEA414140DE5DAE2223B00361A396177A9CB410FF61F20015AD',
  ],
  [R + '.hashing#sha256', 'hashing.sha256(1)', ERROR],
  [R + '.Bytes#size', "hashing.sha256('abc').size()", 32n],
  [R + '.Bytes#toBase64', "b'abc'.toBase64()", 'YWJj'],
  [R + '.Bytes#toHexString', "b'\\xFB\\xEF\\xBE'.toHexString()", 'FBEFBE'],
];

const latlngs: Row[] = [
  [R + '.latlng#value', 'latlng.value(10, 20).latitude()', 10.0],
  [R + '.latlng#value', 'latlng.value(10, 20).longitude()', 20.0],
  [R + '.latlng#value', 'latlng.value(91, 0)', ERROR],
  [R + '.latlng#value', 'latlng.value(0, 181)', ERROR],
  [R + '.LatLng#distance', 'latlng.value(0, 0).distance(latlng.value(0, 0))', 0.0],
  // One degree of arc on the equator is about 111.2 km.
  [
    R + '.LatLng#distance',
    'latlng.value(0, 0).distance(latlng.value(0, 1)) > 111000.0 && latlng.value(0, 0).distance(latlng.value(0, 1)) < 111400.0',
    true,
  ],
  // São Paulo → Rio de Janeiro is about 360 km.
  [R + '.LatLng#distance', 'latlng.value(-23.55, -46.63).distance(latlng.value(-22.91, -43.17)) / 1000 > 350', true],
  [R + '.LatLng', 'latlng.value(1, 2) == latlng.value(1, 2)', true],
];

const conversions: Row[] = [
  [R + '#int', "int('42')", 42n],
  [R + '#int', "int('-7')", -7n],
  [R + '#int', 'int(3.9)', 3n],
  [R + '#int', 'int(-3.9)', -3n],
  [R + '#int', "int('4.2')", ERROR],
  [R + '#int', "int('x')", ERROR],
  [R + '#int', "int(float('NaN'))", ERROR],
  [R + '#int', 'int(1e19)', ERROR],
  [R + '#float', 'float(2)', 2.0],
  [R + '#float', "float('1.5')", 1.5],
  [R + '#float', "float('abc')", ERROR],
  [R + '#string', 'string(1)', '1'],
  [R + '#string', 'string(-12)', '-12'],
  [R + '#string', 'string(1.5)', '1.5'],
  [R + '#string', 'string(2.0)', '2.0'],
  [R + '#string', 'string(true)', 'true'],
  [R + '#string', 'string(null)', 'null'],
  [R + '#string', 'string(/a/b)', '/a/b'],
  [R + '#string', 'string([1])', ERROR],
  [R + '#bool', "bool('true')", true],
  [R + '#bool', "bool('nope')", ERROR],
  [R + '.Path', "path('/a/b/c') == /a/b/c", true],
  [R + '.Path#bind', "path('/users/{uid}').bind({'uid': 'u1'}) == /users/u1", true],
  [R + '.Path#bind', "path('/users/{uid}').bind({})", ERROR],
  [R + '.debug', 'debug(1 + 1)', 2n],
  [R + '.debug', "debug({'a': [1]}).a", [1n]],
];

describe('string methods', () => runRows(strings));
describe('list methods', () => runRows(lists));
describe('map and map_diff methods', () => runRows(maps));
describe('set methods', () => runRows(sets));
describe('timestamp', () => runRows(timestamps));
describe('duration', () => runRows(durations));
describe('math', () => runRows(math));
describe('hashing and bytes', () => runRows(hashing));
describe('latlng', () => runRows(latlngs));
describe('conversions, path, debug', () => runRows(conversions));

describe('regular expressions are RE2 (linear time)', () => {
  it("reference/rules/rules.String#matches: '(a+)+$' against 30k 'a' + '!' finishes and is false", () => {
    const input = 'a'.repeat(30_000) + '!';
    const r = evaluateExpression(`'${input}'.matches('(a+)+$')`);
    expect(r).toMatchObject({ ok: true, value: false });
  });
  it("reference/rules/rules.String#matches: '(a|aa)*b' against 30k 'a' finishes and is false", () => {
    const r = evaluateExpression(`'${'a'.repeat(30_000)}'.matches('(a|aa)*b')`);
    expect(r).toMatchObject({ ok: true, value: false });
  });
  it("reference/rules/rules.String#matches: '(a+)+$' against 30k 'a' is true", () => {
    const r = evaluateExpression(`'${'a'.repeat(30_000)}'.matches('(a+)+$')`);
    expect(r).toMatchObject({ ok: true, value: true });
  });
});
