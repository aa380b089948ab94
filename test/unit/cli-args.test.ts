// The command line's word parser (node:util parseArgs in strict mode behind our own Parsed shape and messages).
import { describe, expect, it } from 'vitest';
import { expectArgs, parseArgs, UsageError } from '../../src/server/cli/args';

describe('parseArgs', () => {
  it('splits positionals, options with a value (both spellings) and flags', () => {
    const parsed = parseArgs(['file.tar', '--name', 'Ana', '--role=TEAM', '--uploads', '--', '--literal'], ['name', 'role'], ['uploads']);
    expect(parsed.positional).toEqual(['file.tar', '--literal']);
    expect([...parsed.values]).toEqual([['name', 'Ana'], ['role', 'TEAM']]);
    expect([...parsed.flags]).toEqual(['uploads']);
  });

  it('keeps a value with "=" or a leading dash when written with "="', () => {
    expect(parseArgs(['--password=a=b'], ['password']).values.get('password')).toBe('a=b');
    expect(parseArgs(['--password=-secret'], ['password']).values.get('password')).toBe('-secret');
  });

  it('refuses unknown options, missing values and values given to flags with short messages', () => {
    const refusal = (argv: string[]) => {
      try {
        parseArgs(argv, ['email'], ['uploads']);
      } catch (error) {
        expect(error).toBeInstanceOf(UsageError);
        return (error as Error).message;
      }
      return 'accepted';
    };
    expect(refusal(['--colour', 'red'])).toBe('Unknown option --colour.');
    expect(refusal(['-c'])).toBe('Unknown option -c.');
    expect(refusal(['--email'])).toBe('Option --email needs a value.');
    expect(refusal(['--email', '--uploads'])).toBe('Option --email needs a value (write --email=<value> for one that starts with "-").');
    expect(refusal(['--uploads=yes'])).toBe('Option --uploads takes no value.');
  });

  it('expectArgs counts positionals', () => {
    expect(() => expectArgs(parseArgs(['a', 'b'], []), 1, 'restore <file>')).toThrow(new UsageError('Usage: restore <file>'));
    expect(() => expectArgs(parseArgs(['a'], []), 1, 'restore <file>')).not.toThrow();
  });
});
