// Conformance table: the expression language (literals, operators, precedence, types, errors).
import { describe } from 'vitest';
import { COMPILE, ERROR, SYNTAX, runRows, type Row } from './conformance-harness.js';
import { fsRequest } from './test-kit.js';

const OPS = 'rules-language#operators';
const TYPES = 'reference/rules/rules';
const ERRS = 'rules-conditions#error_handling';

const literals: Row[] = [
  [TYPES + '.Integer', '42', 42n],
  [TYPES + '.Integer', '0x1F', 31n],
  [TYPES + '.Integer', '-9223372036854775808', -(2n ** 63n)],
  [TYPES + '.Integer', '9223372036854775807', 2n ** 63n - 1n],
  [TYPES + '.Integer', '9223372036854775808', SYNTAX],
  [TYPES + '.Float', '1.5', 1.5],
  [TYPES + '.Float', '1e3', 1000],
  [TYPES + '.Float', '2.5e-1', 0.25],
  [TYPES + '.Float', '3.0 is float', true],
  [TYPES + '.Boolean', 'true', true],
  [TYPES + '.Boolean', 'false', false],
  ['rules-language#null', 'null', null],
  [TYPES + '.String', "'single'", 'single'],
  [TYPES + '.String', '"double"', 'double'],
  [TYPES + '.String', "'it\\'s'", "it's"],
  [TYPES + '.String', "'tab\\tnew\\nline'", 'tab\tnew\nline'],
  [TYPES + '.String', "'\\u00e9'", 'é'],
  [TYPES + '.String', "'\\x41'", 'A'],
  [TYPES + '.String', "r'\\d+'", '\\d+'],
  [TYPES + '.String', "'unterminated", SYNTAX],
  [TYPES + '.Bytes', "b'abc'.size()", 3n],
  [TYPES + '.Bytes', "b'\\xFF\\x00'.size()", 2n],
  [TYPES + '.Bytes', "b'abc' == 'abc'.toUtf8()", true],
  [TYPES + '.List', '[1, 2, 3]', [1n, 2n, 3n]],
  [TYPES + '.List', '[]', []],
  [TYPES + '.List', "[1, 'a', [true]]", [1n, 'a', [true]]],
  [TYPES + '.List', '[1, 2,]', [1n, 2n]],
  [TYPES + '.Map', "{'a': 1, 'b': [2]}", { a: 1n, b: [2n] }],
  [TYPES + '.Map', '{}', {}],
  [TYPES + '.Map', "{'a': 1}.a", 1n],
  [TYPES + '.Map', "{'a': 1}['a']", 1n],
  [TYPES + '.Map', '{1: 2}', ERROR],
  [TYPES + '.Path', '/a/b == path("a/b")', true],
  [TYPES + '.Path', '/a/b/c[1]', 'b'],
  [TYPES + '.Path', "/databases/$('x')/documents == /databases/x/documents", true],
  [TYPES + '.Path', '/databases/(default)/documents[1]', '(default)'],
  ['rules-language#comments', '1 /* inline */ + // to end of line\n 2', 3n],
];

const arithmetic: Row[] = [
  [OPS, '1 + 2', 3n],
  [OPS, '5 - 8', -3n],
  [OPS, '6 * 7', 42n],
  [OPS, '7 / 2', 3n],
  [OPS, '-7 / 2', -3n],
  [OPS, '7 % 3', 1n],
  [OPS, '-7 % 3', -1n],
  [OPS, '7.0 / 2', 3.5],
  [OPS, '1 + 2.5', 3.5],
  [OPS, '2.5 * 2', 5.0],
  [OPS, '5.5 % 2', 1.5],
  [OPS, '1 / 0', ERROR],
  [OPS, '1 % 0', ERROR],
  [OPS, '1.0 / 0', ERROR],
  [OPS, '9223372036854775807 + 1', ERROR],
  [OPS, '-9223372036854775808 - 1', ERROR],
  [OPS, '9223372036854775807 * 2', ERROR],
  [OPS, '-9223372036854775808 / -1', ERROR],
  [OPS, '-(-9223372036854775807 - 1)', ERROR],
  [OPS, '-(5)', -5n],
  [OPS, '- -5', 5n],
  [OPS, '-1.5', -1.5],
  [OPS, "-'a'", ERROR],
  [OPS, "'ab' + 'cd'", 'abcd'],
  [OPS, "'a' + 1", ERROR],
  [OPS, "'a' * 2", ERROR],
  [OPS, '[1] + [2, 3]', [1n, 2n, 3n]],
  [OPS, '[1] + 2', ERROR],
  [OPS, "{'a': 1} + {'b': 2}", ERROR],
  [OPS, 'true + true', ERROR],
  [OPS, 'null + 1', ERROR],
];

const comparison: Row[] = [
  [OPS, '1 == 1', true],
  [OPS, '1 == 1.0', true],
  [OPS, '1 != 2', true],
  [OPS, '1 < 1.5', true],
  [OPS, '2 >= 2.0', true],
  [OPS, '3 > 2', true],
  [OPS, '2 <= 1', false],
  [OPS, "'a' < 'b'", true],
  [OPS, "'B' < 'a'", true],
  [OPS, "'abc' < 'abd'", true],
  [OPS, "'ab' < 'abc'", true],
  [OPS, "'a' < 1", ERROR],
  [OPS, 'true < 1', ERROR],
  [OPS, "'a' == 1", false],
  [OPS, 'null == null', true],
  [OPS, 'null == false', false],
  [OPS, 'null != 0', true],
  [OPS, 'null < 1', ERROR],
  [OPS, '[1, 2] == [1, 2]', true],
  [OPS, '[1, 2] == [2, 1]', false],
  [OPS, '[1] == [1.0]', true],
  [OPS, "{'a': 1, 'b': 2} == {'b': 2, 'a': 1}", true],
  [OPS, "{'a': 1} == {'a': 2}", false],
  [OPS, "{'a': {'b': [1]}} == {'a': {'b': [1]}}", true],
  [OPS, 'float("NaN") == float("NaN")', false],
  [OPS, 'float("NaN") != float("NaN")', true],
  // reference/rules/rules.Integer: ints are coerced to float next to a float.
  [OPS, '9007199254740993 == 9007199254740992.0', true],
  [OPS, '9007199254740993 > 9007199254740992.0', false],
  [OPS, '9007199254740993 > 9007199254740992', true],
  [OPS, '[1, 2] < [1, 3]', true],
  [OPS, "b'a' < b'b'", true],
];

const membership: Row[] = [
  [OPS, '1 in [1, 2]', true],
  [OPS, '3 in [1, 2]', false],
  [OPS, '1.0 in [1, 2]', true],
  [OPS, "'a' in {'a': 1}", true],
  [OPS, "'b' in {'a': 1}", false],
  [OPS, "1 in {'a': 1}", false],
  [OPS, "'a' in ['a'].toSet()", true],
  [OPS, '[1] in [[1], [2]]', true],
  [OPS, "{'x': 1} in [{'x': 1}]", true],
  [OPS, "'a' in 'abc'", ERROR],
  [OPS, '1 in null', ERROR],
  [OPS, '!(3 in [1, 2])', true],
];

const typeChecks: Row[] = [
  [OPS, '1 is int', true],
  [OPS, '1 is float', false],
  [OPS, '1 is number', true],
  [OPS, '1.5 is number', true],
  [OPS, '1.5 is int', false],
  [OPS, "'s' is string", true],
  [OPS, 'true is bool', true],
  [OPS, 'null is string', false],
  [OPS, 'null is map', false],
  [OPS, '[] is list', true],
  [OPS, '{} is map', true],
  [OPS, "b'x' is bytes", true],
  [OPS, '/a/b is path', true],
  [OPS, 'timestamp.value(0) is timestamp', true],
  [OPS, "duration.value(1, 's') is duration", true],
  [OPS, 'latlng.value(1, 2) is latlng', true],
  [OPS, '[1].toSet() is set', true],
  [OPS, '[1].toSet() is list', false],
  [OPS, "{'a': 1}.diff({}) is map_diff", true],
  [OPS, '1 is str', COMPILE],
  [OPS, '1 + 1 is int', true],
];

const logic: Row[] = [
  [OPS, 'true && true', true],
  [OPS, 'true && false', false],
  [OPS, 'false || true', true],
  [OPS, 'false || false', false],
  [OPS, '!true', false],
  [OPS, '!!true', true],
  [OPS, '!1', ERROR],
  [OPS, 'true && 1', ERROR],
  [OPS, "false || 'x'", ERROR],
  [OPS, 'true ? 1 : 2', 1n],
  [OPS, 'false ? 1 : 2', 2n],
  [OPS, 'false ? 1 : true ? 2 : 3', 2n],
  [OPS, '1 ? 2 : 3', ERROR],
  [OPS, 'true ? 1 : 1 / 0', 1n],
  [OPS, 'false ? 1 / 0 : 2', 2n],
];

const precedence: Row[] = [
  [OPS, '1 + 2 * 3', 7n],
  [OPS, '(1 + 2) * 3', 9n],
  [OPS, '10 - 4 - 3', 3n],
  [OPS, '100 / 10 / 5', 2n],
  [OPS, '2 * 3 % 4', 2n],
  [OPS, '!true || true', true],
  [OPS, '!(true || true)', false],
  [OPS, 'true || false && false', true],
  [OPS, '(true || false) && false', false],
  [OPS, '1 < 2 == true', true],
  [OPS, '1 + 1 == 2', true],
  [OPS, '2 in [1, 2] == true', true],
  [OPS, '1 + 1 in [2]', true],
  [OPS, 'true ? false : true || true', false],
  [OPS, '-2 * 3', -6n],
  [OPS, '[1, 2, 3][1] * 2', 4n],
  [OPS, "{'a': {'b': 3}}.a.b + 1", 4n],
  [OPS, "'abc'.size() + 1", 4n],
];

const errors: Row[] = [
  [ERRS, '(1 / 0 == 1) || true', true],
  [ERRS, 'true || (1 / 0 == 1)', true],
  [ERRS, '(1 / 0 == 1) && false', false],
  [ERRS, 'false && (1 / 0 == 1)', false],
  [ERRS, '(1 / 0 == 1) || false', ERROR],
  [ERRS, '(1 / 0 == 1) && true', ERROR],
  [ERRS, 'true && (1 / 0 == 1)', ERROR],
  [ERRS, 'false || (1 / 0 == 1)', ERROR],
  [ERRS, '(1 / 0 == 1) || (1 / 0 == 1)', ERROR],
  [ERRS, '!(1 / 0 == 1)', ERROR],
  [ERRS, "{'a': 1}.b == null", ERROR],
  [ERRS, "{'a': 1}.b == null || true", true],
  [ERRS, 'null.x', ERROR],
  [ERRS, '[1][5]', ERROR],
  [ERRS, '[1][-1]', ERROR],
  [ERRS, "[1]['a']", ERROR],
  [ERRS, "'abc'[3]", ERROR],
  [ERRS, '1 / 0 == 1 ? 1 : 2', ERROR],
];

const indexing: Row[] = [
  [OPS, '[1, 2, 3][0]', 1n],
  [OPS, '[1, 2, 3][1:]', [2n, 3n]],
  [OPS, '[1, 2, 3][:2]', [1n, 2n]],
  [OPS, '[1, 2, 3][1:2]', [2n]],
  [OPS, '[1, 2, 3][0:0]', []],
  [OPS, '[1, 2, 3][2:1]', ERROR],
  [OPS, '[1, 2, 3][0:4]', ERROR],
  [OPS, "'hello'[1]", 'e'],
  [OPS, "'hello'[1:3]", 'el'],
  [OPS, "'héllo'[1]", 'é'],
  [OPS, "'a😀b'[1]", '😀'],
  [OPS, "'hello'[:2]", 'he'],
  [OPS, '/a/b/c[0:2] == /a/b', true],
];

const names: Row[] = [
  ['rules-language#variables', 'unknownVariable', COMPILE],
  ['rules-language#functions', 'nope(1)', COMPILE],
  ['rules-language#functions', 'math.nope(1)', COMPILE],
  ['rules-language#functions', "'a'.nope()", COMPILE],
  ['rules-language#functions', 'math', COMPILE],
  ['rules-language#syntax', '1 +', SYNTAX],
  ['rules-language#syntax', '(1', SYNTAX],
  ['rules-language#syntax', '1 2', SYNTAX],
  ['rules-language#syntax', '[1, 2', SYNTAX],
  ['rules-language#syntax', "{'a' 1}", SYNTAX],
  ['rules-language#syntax', '1 @ 2', SYNTAX],
];

const REQ = fsRequest({ method: 'get', path: 'a/x', auth: 'alice', data: { n: 1 } });
const context: Row[] = [
  ['reference/rules/rules.firestore.Request', 'request.auth.uid', 'alice'],
  ['reference/rules/rules.firestore.Request', "request.method == 'get'", true],
  ['reference/rules/rules.firestore.Request', 'request.time == timestamp.value(1700000000000)', true],
  ['reference/rules/rules.firestore.Request', 'request.resource', ERROR],
  ['reference/rules/rules.firestore.Resource', 'resource.data.n', 1n],
  ['reference/rules/rules.firestore.Resource', 'resource.data', { n: 1n }],
  ['reference/rules/rules.firestore.Resource', 'resource.id', 'x'],
  ['reference/rules/rules.firestore.Resource', "resource['__name__'][4]", 'x'],
];

describe('literals', () => runRows(literals));
describe('arithmetic', () => runRows(arithmetic));
describe('comparison', () => runRows(comparison));
describe('membership (in)', () => runRows(membership));
describe('type checks (is)', () => runRows(typeChecks));
describe('logic and ternary', () => runRows(logic));
describe('precedence', () => runRows(precedence));
describe('error semantics', () => runRows(errors));
describe('indexing and slices', () => runRows(indexing));
describe('names and syntax', () => runRows(names));
describe('request context', () => runRows(context, { request: REQ }));
