import { describe, expect, test } from 'vitest';
import { loadConfig } from './env';

describe('HOST', () => {
  test('is loopback unless set, so a fresh demo is reachable from this machine only', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });
});

describe('TRUST_PROXY', () => {
  test('is off unless set', () => {
    expect(loadConfig({}).proxyTrust).toEqual({ kind: 'none' });
    expect(loadConfig({ TRUST_PROXY: 'false' }).proxyTrust).toEqual({ kind: 'none' });
  });

  test('true is refused when the server listens beyond this machine, saying what to set', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true', HOST: '0.0.0.0' })).toThrow(
      /TRUST_PROXY=true trusts whoever connects, and HOST=0\.0\.0\.0 lets anyone connect.*TRUST_PROXY=10\.0\.0\.5 or 10\.0\.0\.0\/24.*HOST=127\.0\.0\.1/,
    );
    expect(() => loadConfig({ TRUST_PROXY: 'true', HOST: '192.168.1.20' })).toThrow(
      /HOST=192\.168\.1\.20/,
    );
  });

  test('true trusts the next hop when the server listens on loopback only', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).proxyTrust).toEqual({ kind: 'next-hop' });
    for (const host of ['127.0.0.1', 'localhost', '::1'])
      expect(loadConfig({ TRUST_PROXY: 'true', HOST: host }).proxyTrust).toEqual({
        kind: 'next-hop',
      });
  });

  test('takes the proxies as addresses and CIDR ranges, IPv4 or IPv6', () => {
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 10.1.0.0/16,fd00::/8' }).proxyTrust).toEqual({
      kind: 'addresses',
      addresses: ['10.0.0.5', '10.1.0.0/16', 'fd00::/8'],
    });
  });

  test('refuses an entry that is not an address or range, naming it', () => {
    for (const entry of ['proxy.local', '10.0.0.0/33', '10.0.0.1/8/2', 'fd00::/129', '10.0.0.0/x'])
      expect(() => loadConfig({ TRUST_PROXY: `10.0.0.5,${entry}` })).toThrow(
        `TRUST_PROXY: "${entry}" is not an IP address or CIDR range`,
      );
  });
});
