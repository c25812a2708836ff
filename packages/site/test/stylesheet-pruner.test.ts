import { describe, expect, it } from 'vitest';
import { classesIn, requiredClasses, stylesheetPruner } from '../src/prerender/stylesheet-pruner.js';

const SHEET = [
  ':root{--ink:#222}',
  '*,*:before{box-sizing:border-box}',
  'body{margin:0}',
  '.hero{padding:1rem}',
  '.hero__lead{font-size:1.2rem}',
  '.chat-thread{display:flex}',
  '.card .card__title,.promo{font-weight:700}',
  '.site-header:not(.site-header--open) .menu{display:none}',
  ':is(.notice,.banner) p{margin:0}',
  '.button[aria-pressed="true"]:hover{color:blue}',
  '@media (min-width:48rem){.hero{padding:2rem}.chat-thread{gap:1rem}}',
  '@media print{.chat-thread{display:none}}',
  '@supports (display:grid){@media (min-width:60rem){.hero{display:grid}}}',
  '@font-face{font-family:X;src:url(x.woff2)}',
  '@keyframes spin{to{transform:rotate(1turn)}}',
  '.md\\:wide{width:100%}',
].join('');

describe('a rendered page carries the rules it can use', () => {
  it('keeps the rules whose classes are all on the page, and what needs none', () => {
    const prune = stylesheetPruner(SHEET);
    const css = prune('<main class="hero"><p class="hero__lead  button">…</p></main>');
    expect(css).toContain(':root{--ink:#222}');
    expect(css).toContain('*,*:before{box-sizing:border-box}');
    expect(css).toContain('body{margin:0}');
    expect(css).toContain('.hero{padding:1rem}');
    expect(css).toContain('.hero__lead{font-size:1.2rem}');
    // A state or an attribute is not judged: the button may be pressed and hovered later.
    expect(css).toContain('.button[aria-pressed="true"]:hover{color:blue}');
    // Classes inside :is() are not required of every match.
    expect(css).toContain(':is(.notice,.banner) p{margin:0}');
    expect(css).toContain('@font-face{font-family:X;src:url(x.woff2)}');
    expect(css).toContain('@keyframes spin{to{transform:rotate(1turn)}}');
    // An escaped class name is not read: kept rather than guessed.
    expect(css).toContain('.md\\:wide{width:100%}');
    // Media and supports blocks keep what of theirs applies, and go when nothing does.
    expect(css).toContain('@media (min-width:48rem){.hero{padding:2rem}}');
    expect(css).toContain('@supports (display:grid){@media (min-width:60rem){.hero{display:grid}}}');
    expect(css).not.toContain('@media print');
    expect(css).not.toContain('chat-thread');
    // One selector of a list that can match keeps the rule; .site-header is not on the page.
    expect(css).not.toContain('font-weight:700');
    expect(css).not.toContain('.menu{display:none}');
  });

  it('keeps a rule once any selector of its list can match', () => {
    const css = stylesheetPruner(SHEET)(
      '<aside class="promo"></aside><nav class="site-header"><ul class="menu">',
    );
    expect(css).toContain('.card .card__title,.promo{font-weight:700}');
    // `:not(.site-header--open)` requires nothing: the header without it matches.
    expect(css).toContain('.site-header:not(.site-header--open) .menu{display:none}');
  });

  it('keeps the order of the rules it keeps', () => {
    const css = stylesheetPruner(SHEET)('<div class="hero hero__lead chat-thread">');
    const at = (s: string) => css.indexOf(s);
    expect(at('.hero{padding:1rem}')).toBeLessThan(at('.hero__lead{'));
    expect(at('.hero__lead{')).toBeLessThan(at('.chat-thread{display:flex}'));
    expect(at('.chat-thread{display:flex}')).toBeLessThan(
      at('@media (min-width:48rem){.hero{padding:2rem}.chat-thread{gap:1rem}}'),
    );
  });
});

describe('reading selectors and markup', () => {
  it('names the classes every match of a selector needs', () => {
    expect(requiredClasses('.a .b>.c:hover')).toEqual(['a', 'b', 'c']);
    expect(requiredClasses('.a:not(.b):has(.c .d)')).toEqual(['a']);
    expect(requiredClasses('a[href$=".pdf"].e')).toEqual(['e']);
    expect(requiredClasses('.x\\:y')).toBeUndefined();
    expect(requiredClasses('h1')).toEqual([]);
  });

  it('reads the class attributes React writes, and nothing else', () => {
    // Text is escaped as React writes it: a quote in it is never an attribute's.
    const markup = '<p class="a  b"><i class="">x class=&quot;c&quot;</i><b data-class="d">';
    expect([...classesIn(markup)].sort()).toEqual(['a', 'b']);
  });
});
