import {
  type tokens,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  contentSchema,
  outlineOf,
  parametersOf,
  typeWords,
  type OpenApiDocument,
  type Operation,
} from './openApi';
import { ENGLISH } from '../English';
import { InlineCode } from './InlineCode';
import { LazyDetails } from './LazyDetails';
import { SchemaOutline } from './SchemaOutline';

const Card = styled.article`
  margin-bottom: ${({ theme }) => theme.tokens.spacingVerticalL};
  padding: ${({ theme }) => theme.tokens.spacingHorizontalL};
  background: ${({ theme }) => theme.tokens.colorNeutralBackground1};
  border: 1px solid ${({ theme }) => theme.tokens.colorNeutralStroke2};
  border-radius: ${({ theme }) => theme.tokens.borderRadiusMedium};
  overflow-wrap: anywhere;
  h3 {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: ${({ theme }) => theme.tokens.spacingHorizontalS};
    margin: 0;
    font-size: ${({ theme }) => theme.tokens.fontSizeBase400};
  }
  h4 {
    margin: ${({ theme }) => theme.tokens.spacingVerticalM} 0
      ${({ theme }) => theme.tokens.spacingVerticalXS};
    font-size: ${({ theme }) => theme.tokens.fontSizeBase300};
  }
  > p {
    margin: ${({ theme }) => theme.tokens.spacingVerticalXS} 0 0;
  }
  details {
    margin-top: ${({ theme }) => theme.tokens.spacingVerticalXS};
  }
  summary {
    cursor: pointer;
  }
`;

type Tokens = typeof tokens;

/** Each method in its own colour (Fluent's palette foregrounds, legible on light grey). */
const METHOD_COLOURS: Record<string, keyof Tokens> = {
  get: 'colorPaletteGreenForeground1',
  post: 'colorPaletteBlueForeground2',
  put: 'colorPaletteDarkOrangeForeground1',
  patch: 'colorPaletteBerryForeground1',
  delete: 'colorPaletteRedForeground1',
};

const Method = styled.span<{ $method: string }>`
  min-width: 4.5em;
  padding: 0 ${({ theme }) => theme.tokens.spacingHorizontalS};
  color: ${({ theme, $method }) => theme.tokens[METHOD_COLOURS[$method] ?? 'colorNeutralForeground1']};
  background: ${({ theme }) => theme.tokens.colorNeutralBackground3};
  border: 1px solid currentColor;
  border-radius: ${({ theme }) => theme.tokens.borderRadiusMedium};
  font-family: ${({ theme }) => theme.tokens.fontFamilyMonospace};
  font-size: ${({ theme }) => theme.tokens.fontSizeBase200};
  font-weight: ${({ theme }) => theme.tokens.fontWeightSemibold};
  text-align: center;
  text-transform: uppercase;
`;

const Path = styled.code`
  font-size: ${({ theme }) => theme.tokens.fontSizeBase400};
`;

const Scroller = styled.div`
  overflow-x: auto;
  td {
    vertical-align: top;
  }
`;

const Responses = styled.dl`
  margin: 0;
  dt {
    margin-top: ${({ theme }) => theme.tokens.spacingVerticalS};
    font-weight: ${({ theme }) => theme.tokens.fontWeightSemibold};
  }
  dd {
    margin: 0 0 0 ${({ theme }) => theme.tokens.spacingHorizontalL};
  }
`;

const Note = styled.p`
  color: ${({ theme }) => theme.tokens.colorNeutralForeground3};
`;

export interface OperationViewProps {
  document: OpenApiDocument;
  operation: Operation;
}

/** One operation: method and path, what it does, its parameters, body and answers. */
export function OperationView({ document, operation }: OperationViewProps) {
  const { t } = useTranslation('data');
  const parameters = parametersOf(document, operation);
  const body = contentSchema(operation.requestBody);
  const bodySchema = body?.schema;
  const responses = Object.entries(operation.responses ?? {});
  const titleId = `${operation.anchor}-title`;

  return (
    <Card id={operation.anchor} aria-labelledby={titleId}>
      <h3 id={titleId}>
        <Method $method={operation.method}>{operation.method}</Method>
        <Path>{operation.path}</Path>
      </h3>
      {operation.summary && (
        <p {...ENGLISH}>
          <InlineCode text={operation.summary} />
        </p>
      )}
      {operation.description && operation.description !== operation.summary && (
        <Note {...ENGLISH}>
          <InlineCode text={operation.description} />
        </Note>
      )}
      {operation.deprecated && <Note>{t('api.deprecated')}</Note>}

      {parameters.length > 0 && (
        <>
          <h4>{t('api.parameters')}</h4>
          <Scroller>
            <Table size="small" aria-label={t('api.parametersOf', { path: operation.path })}>
              <TableHeader>
                <TableRow>
                  <TableHeaderCell>{t('api.columns.name')}</TableHeaderCell>
                  <TableHeaderCell>{t('api.columns.in')}</TableHeaderCell>
                  <TableHeaderCell>{t('api.columns.type')}</TableHeaderCell>
                  <TableHeaderCell>{t('api.columns.description')}</TableHeaderCell>
                </TableRow>
              </TableHeader>
              <TableBody>
                {parameters.map((parameter) => (
                  <TableRow key={`${parameter.in}:${parameter.name}`}>
                    <TableCell>
                      <code>{parameter.name}</code>
                      {parameter.required && ` (${t('api.required')})`}
                    </TableCell>
                    <TableCell>{t(`api.in.${parameter.in}`)}</TableCell>
                    <TableCell>
                      <code>{parameter.schema ? typeWords(document, parameter.schema) : ''}</code>
                    </TableCell>
                    <TableCell {...ENGLISH}>
                      <InlineCode
                        text={parameter.description ?? parameter.schema?.description ?? ''}
                      />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Scroller>
        </>
      )}

      {body && (
        <>
          <h4>{t('api.requestBody')}</h4>
          <p>
            <code>{body.mediaType}</code>
            {operation.requestBody?.required && ` (${t('api.required')})`}
          </p>
          {bodySchema && (
            <LazyDetails summary={t('api.schema')}>
              {() => <SchemaOutline node={outlineOf(document, bodySchema)} />}
            </LazyDetails>
          )}
        </>
      )}

      {responses.length > 0 && (
        <>
          <h4>{t('api.responses')}</h4>
          <Responses>
            {responses.map(([status, response]) => {
              const content = contentSchema(response);
              const schema = content?.schema;
              return (
                <div key={status}>
                  <dt {...(response.description ? ENGLISH : {})}>
                    {status}
                    {response.description && (
                      <>
                        {' · '}
                        <InlineCode text={response.description} />
                      </>
                    )}
                  </dt>
                  <dd>
                    {content && <code>{content.mediaType}</code>}
                    {schema && (
                      <LazyDetails summary={t('api.schemaOf', { status })}>
                        {() => <SchemaOutline node={outlineOf(document, schema)} />}
                      </LazyDetails>
                    )}
                  </dd>
                </div>
              );
            })}
          </Responses>
        </>
      )}
    </Card>
  );
}
