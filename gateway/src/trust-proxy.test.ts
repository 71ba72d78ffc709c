import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from './config';

describe('TRUST_PROXY', () => {
  it.each([
    [undefined, ['loopback']],
    ['false', false],
    ['loopback', ['loopback']],
    ['uniquelocal, 203.0.113.7', ['uniquelocal', '203.0.113.7']],
    ['10.0.0.0/8,fd00::/8,linklocal', ['10.0.0.0/8', 'fd00::/8', 'linklocal']],
    ['hops:2', 2],
  ])('accepts %s', (value, trustProxy) => {
    expect(parseConfig(value === undefined ? {} : { TRUST_PROXY: value }).trustProxy).toEqual(trustProxy);
  });

  it.each([
    ['true', /believes any client's X-Forwarded-For/],
    ['1', /write hops:1 if a fixed chain is intended/],
    ['hops:0', /at least 1/],
    ['loopback,proxy.internal', /invalid IP address: proxy\.internal/],
    ['10.0.0.0/33', /invalid range on address/],
    ['', /invalid IP address/],
  ])('refuses %j naming the key', (value, reason) => {
    const attempt = () => parseConfig({ TRUST_PROXY: value });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/TRUST_PROXY: /);
    expect(attempt).toThrow(reason);
  });
});
