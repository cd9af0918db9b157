import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { errorText, fieldErrorsOf, fieldIssuesOf, fieldOfPath, useErrorText } from './api-errors';

const words = { network: 'offline', server: 'our fault' };

describe('errorText', () => {
  it('says network, server, or the API’s own message', () => {
    expect(errorText(new TypeError('Failed to fetch'), words)).toBe('offline');
    expect(errorText(new ApiError(503, 'unavailable'), words)).toBe('our fault');
    expect(errorText(new ApiError(409, 'Already enrolled.'), words)).toBe('Already enrolled.');
  });

  it('uses the common words unless the caller overrides one', () => {
    const common = renderHook(() => useErrorText()).result.current;
    expect(common(new TypeError('x'))).toBe(
      'We could not reach the server. Check your internet connection and try again.',
    );
    expect(common(new ApiError(500, 'boom'))).toBe('Something went wrong on our side. Please try again in a moment.');
    const own = renderHook(() => useErrorText({ network: 'We could not reach Ankur.' })).result.current;
    expect(own(new TypeError('x'))).toBe('We could not reach Ankur.');
  });
});

describe('field errors', () => {
  const error = new ApiError(400, 'Invalid body.title: too long', [
    { path: 'body.title', message: 'too long' },
    { path: 'body.title', message: 'second' },
    { path: 'body.items[0].name', message: 'required' },
    { path: 'querystring.page', message: 'must be a number' },
    { path: 42, message: 'ignored' },
    'ignored',
  ]);

  it('names the field of a zod issue path', () => {
    expect(fieldOfPath('body.title')).toBe('title');
    expect(fieldOfPath('body.items[0].name')).toBe('items');
    expect(fieldOfPath('querystring.page')).toBe('page');
    expect(fieldOfPath('email')).toBe('email');
  });

  it('reads the details of an API error only', () => {
    expect(fieldIssuesOf(error).map((issue) => issue.field)).toEqual(['title', 'title', 'items', 'page']);
    expect(fieldIssuesOf(error, 409)).toEqual([]);
    expect(fieldIssuesOf(new Error('offline'))).toEqual([]);
    expect(fieldIssuesOf(new ApiError(400, 'bad'))).toEqual([]);
  });

  it('keeps the first issue of each known field, worded by the caller', () => {
    expect(fieldErrorsOf(error, ['title', 'items'])).toEqual({ title: 'too long', items: 'required' });
    expect(fieldErrorsOf(error, ['title'], { word: (issue) => issue.message.length })).toEqual({ title: 8 });
    expect(fieldErrorsOf(error, ['title'], { status: 409 })).toEqual({});
  });
});
