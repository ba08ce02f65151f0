import type { HelpArticleText } from './help-article-text';

/** Lower case without accents, so "erstattung" finds "Erstattung" and "cafe" finds "café". */
function folded(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();
}

function wordsOf(query: string): string[] {
  return folded(query)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
}

/**
 * The articles holding every word of the query (as the start of a word, so "refund" finds
 * "refunded" but "und" does not find "refund"), those with a word in the title or lead first.
 * An empty query keeps every article in its order.
 */
export function searchHelpArticles(
  articles: readonly HelpArticleText[],
  query: string,
): readonly HelpArticleText[] {
  const words = wordsOf(query);
  if (words.length === 0) return articles;
  const scored = articles.flatMap((article, order) => {
    const head = wordsOf(`${article.title} ${article.lead}`);
    const all = [
      ...head,
      ...article.sections.flatMap((section) => wordsOf(`${section.heading} ${section.body}`)),
    ];
    const found = words.every((word) => all.some((candidate) => candidate.startsWith(word)));
    if (!found) return [];
    const inHead = words.filter((word) => head.some((candidate) => candidate.startsWith(word)));
    return [{ article, order, score: inHead.length }];
  });
  return scored
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .map((entry) => entry.article);
}
