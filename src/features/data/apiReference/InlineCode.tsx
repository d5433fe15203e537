/**
 * Text of an API description with its `code` spans shown as code (the OpenAPI descriptions
 * are written in Markdown; backticks are all they use of it here). Never HTML.
 */
export function InlineCode({ text }: { text: string }) {
  const parts = text.split(/`([^`]+)`/);
  return (
    <>{parts.map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part))}</>
  );
}
