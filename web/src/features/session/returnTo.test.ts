import { describe, expect, it } from 'vitest';
import { returnTo } from './returnTo';

describe('where a sign-in leads back to', () => {
  it('the app page that sent the person to /login', () => {
    expect(returnTo({ from: '/catalog?brand__contains=Mlekovita' }, '')).toEqual({ inApp: '/catalog?brand__contains=Mlekovita' });
  });

  it('a page of this site outside the app that links with ?next= (the playground), loaded in full', () => {
    expect(returnTo(null, '?next=%2Fgraphql')).toEqual({ outside: '/graphql' });
    expect(returnTo(null, '?next=/graphql%3Ftab%3D2')).toEqual({ outside: '/graphql?tab=2' });
  });

  it.each(['https://evil.example/', '//evil.example/graphql', '/\\evil.example', 'javascript:alert(1)', 'graphql', ''])(
    'the home page, never another site: next=%s',
    (next) => {
      expect(returnTo(null, `?next=${encodeURIComponent(next)}`)).toEqual({ inApp: '/' });
    },
  );

  it('the home page from /login itself or without any hint', () => {
    expect(returnTo({ from: '/login' }, '')).toEqual({ inApp: '/' });
    expect(returnTo(undefined, '')).toEqual({ inApp: '/' });
  });
});
