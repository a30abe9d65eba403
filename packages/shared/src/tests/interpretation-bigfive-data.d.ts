// The per-language text files of @bigfive-org/results (CommonJS, no typings of their own). We import
// them directly: the package's `getTemplate(lang)` uses a dynamic `require`, which a browser bundle
// cannot follow.
interface BigFiveTemplateDomain {
  domain: string;
  title: string;
  shortDescription: string;
  description: string;
  results: { score: 'low' | 'neutral' | 'high'; text: string }[];
  facets: { facet: number; title: string; text: string }[];
}

declare module '@bigfive-org/results/lib/data/id/index.js' {
  const template: BigFiveTemplateDomain[];
  export default template;
}

declare module '@bigfive-org/results/lib/data/en/index.js' {
  const template: BigFiveTemplateDomain[];
  export default template;
}
