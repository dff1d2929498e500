import { parse } from 'acorn'
import { describe, expect, it } from 'vitest'

import {
  chunkModules,
  drawingModules,
  gzipSize,
  hasPicture,
  pagePictureWeight,
  pictureModuleIds,
  withoutPictures,
} from './pictureWeight.mjs'

/** A webpack 5 chunk as the build writes it: `push([[ids], { modules }])`. */
const chunk = (modules: string) =>
  `"use strict";(self.webpackChunkx=self.webpackChunkx||[]).push([["7564"],{${modules}}]);`

// The page's compiled MDX: it imports a picture (200) with a part (300)
// and a component that is not a picture (500); a picture webpack
// concatenated into it (`a`, with the constant `c` only it reads), a
// function `q` that renders it, properties set on both (`a.slot`), and a
// callback whose own `i` shadows the picture's binding.
const page =
  '100(e,n,s){s.r(n),s.d(n,{default:()=>p,frontMatter:()=>f});' +
  'var r=s(7),i=s(200),l=s(300),k=s(500);' +
  'let f={title:"T"},c=["failed","passed"];' +
  'function a(e){return(0,r.jsx)("div",{className:"ui-pr",children:c.map(e=>e)})}' +
  'function q(){return(0,r.jsx)(a,{caption:"Q",description:"Q."})}' +
  'a.slot="left",q.y=1;' +
  'function p(e){return(0,r.jsxs)(r.Fragment,{children:[' +
  '(0,r.jsx)("p",{children:"Text"}),' +
  '(0,r.jsx)(i.A,{caption:"Run",description:"A run.",children:(0,r.jsx)(l.A,{rows:[1,2]})}),' +
  '(0,r.jsx)(a,{caption:"PR",description:"A pull request."}),' +
  '(0,r.jsx)(k.A,{title:"Other"}),' +
  'e.items.map(i=>(0,r.jsx)(i.A,{})),' +
  'q()]})}}'
// The picture and its part: they draw with `ui-` class names.
const picture =
  '200(e,n,s){s.d(n,{A:()=>o});var r=s(7),t=s(400),u=s(600);' +
  'function o(e){return(0,r.jsx)("figure",{className:"ui-figure",children:(0,t.T)((0,u.x)(e.children))})}}'
const part =
  '300(e,n,s){s.d(n,{A:()=>t});var r=s(7);' +
  'function t(e){return(0,r.jsx)("ul",{className:`ui-tests ${e.kind}`,children:e.rows})}}'
// A helper only the picture requires, one a component that is not a
// picture shares, and that component.
const helper = '400(e,n,s){s.d(n,{T:()=>t});function t(e){return e}}'
const shared = '600(e,n,s){s.d(n,{x:()=>t});function t(e){return[e]}}'
const other =
  '500(e,n,s){s.d(n,{A:()=>t});var r=s(7),u=s(600);' +
  'function t(e){return(0,r.jsx)("div",{className:"tabs",children:(0,u.x)(e.title)})}}'
// The JSX runtime, in another chunk (main.js).
const runtime = chunk(
  '7(e,n){n.jsx=()=>null,n.jsxs=()=>null,n.Fragment=Symbol()}',
)

const content = chunk([page, picture, part, helper, shared, other].join(','))

describe('pictureWeight', () => {
  it('lists a chunk’s modules and what they require', () => {
    const { modules } = chunkModules(content)
    expect(modules.map((module) => module.id)).toEqual([
      '100',
      '200',
      '300',
      '400',
      '600',
      '500',
    ])
    expect(modules[0]).toMatchObject({
      content: true,
      draws: true,
      requires: ['7', '200', '300', '500'],
    })
    expect(modules[1]).toMatchObject({ content: false, draws: true })
    expect(modules[5]).toMatchObject({ content: false, draws: false })
  })

  it('finds the picture modules: those that draw, and what only they require', () => {
    expect([...pictureModuleIds([runtime, content])].sort()).toEqual([
      '200',
      '300',
      '400',
    ])
  })

  it('removes exactly the picture modules and calls, and keeps the rest', () => {
    const pictures = pictureModuleIds([runtime, content])
    const result = withoutPictures(content, pictures)
    expect(result).toMatchObject({
      modules: ['200', '300', '400'],
      calls: 3,
      kept: 3,
    })
    expect(result.stripped).toBe(
      chunk(
        [
          '100(e,n,s){s.r(n),s.d(n,{default:()=>p,frontMatter:()=>f});' +
            'var r=s(7),k=s(500);' +
            'let f={title:"T"};' +
            'function q(){return null}' +
            'q.y=1;' +
            'function p(e){return(0,r.jsxs)(r.Fragment,{children:[' +
            '(0,r.jsx)("p",{children:"Text"}),' +
            'null,' +
            'null,' +
            '(0,r.jsx)(k.A,{title:"Other"}),' +
            'e.items.map(i=>(0,r.jsx)(i.A,{})),' +
            'q()]})}}',
          shared,
          other,
        ].join(','),
      ),
    )
    // Still a chunk the browser could run.
    expect(() =>
      parse(result.stripped, { ecmaVersion: 'latest' }),
    ).not.toThrow()
  })

  it('counts the gzip bytes a page’s chunks carry for pictures', () => {
    const pictureOnly = chunk([picture, part].join(','))
    const weight = pagePictureWeight([
      { chunk: 'main.js', source: runtime },
      { chunk: 'bc1e68de.js', source: content },
      { chunk: '3606.js', source: pictureOnly },
    ])
    const stripped = withoutPictures(
      content,
      new Set(['200', '300', '400']),
    ).stripped
    expect(weight.chunks).toEqual([
      {
        chunk: 'bc1e68de.js',
        gzip: gzipSize(content),
        without: gzipSize(stripped),
        bytes: gzipSize(content) - gzipSize(stripped),
        modules: ['200', '300', '400'],
        calls: 3,
      },
      // A chunk of pictures only would not load at all.
      {
        chunk: '3606.js',
        gzip: gzipSize(pictureOnly),
        without: 0,
        bytes: gzipSize(pictureOnly),
        modules: ['200', '300'],
        calls: 0,
      },
    ])
    expect(weight.bytes).toBe(
      gzipSize(content) - gzipSize(stripped) + gzipSize(pictureOnly),
    )
  })

  it('finds nothing in a page without pictures', () => {
    // A heading id is not a class name.
    const plain = chunk(
      [
        '100(e,n,s){s.r(n),s.d(n,{default:()=>p,frontMatter:()=>f});' +
          'var r=s(7),k=s(500);let f={title:"T"};' +
          'function p(e){return(0,r.jsxs)(r.Fragment,{children:[' +
          '(0,r.jsx)("h2",{id:"ui-coverage",children:"UI Coverage"}),' +
          '(0,r.jsx)(k.A,{title:"Other"})]})}}',
        other,
        shared,
      ].join(','),
    )
    expect(() => parse(plain, { ecmaVersion: 'latest' })).not.toThrow()
    expect(drawingModules(plain)).toEqual([])
    expect(pagePictureWeight([{ chunk: 'a.js', source: plain }])).toEqual({
      bytes: 0,
      pictures: [],
      chunks: [],
    })
    expect(drawingModules(content)).toEqual(['100', '200', '300'])
  })

  it('tells a page with a picture by its HTML', () => {
    expect(hasPicture('<figure class=ui-figure aria-labelledby=x>')).toBe(true)
    expect(hasPicture('<figure class="ui-figure" >')).toBe(true)
    expect(hasPicture('<figure class=diagram><h2 id=ui-figure>')).toBe(false)
  })
})
