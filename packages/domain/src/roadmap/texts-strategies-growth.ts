/**
 * Task templates of the context-driven growth strategies (issue 9 item 1). Their placeholders take
 * the strategy's own findings, so a task names the weak funnel stage, the media type, the
 * channels or the content stage, and the numbers to reach.
 */
export * from './texts-growth-funnel.js';
export * from './texts-growth-peso.js';
export * from './texts-growth-portfolio.js';
