import { NAV_NS } from '@server/services/invoices/nav/nav-namespaces';
import {
  el,
  serializeXml,
  type XmlChild,
  type XmlElement,
} from '@server/services/invoices/nav/xml-builder';

/** The stand-in's answers, shaped as invoiceApi.xsd / common.xsd and the specification describe them. */

export interface AnswerContext {
  requestId: string;
  /** The request's software block, echoed back (spec 1.4). */
  software: XmlElement | null;
}

export interface Answer {
  status: number;
  xml: string;
}

function header(ctx: AnswerContext) {
  return el('common:header', [
    el('common:requestId', ctx.requestId),
    el('common:timestamp', new Date().toISOString()),
    el('common:requestVersion', '3.0'),
    el('common:headerVersion', '1.0'),
  ]);
}

const NAMESPACES = { xmlns: NAV_NS.api, 'xmlns:common': NAV_NS.common };

export function okAnswer(root: string, ctx: AnswerContext, body: readonly XmlChild[]): Answer {
  const xml = serializeXml(
    el(
      root,
      [header(ctx), el('common:result', [el('common:funcCode', 'OK')]), ctx.software, ...body],
      NAMESPACES,
    ),
  );
  return { status: 200, xml };
}

export interface TechnicalMessage {
  code: string;
  message: string;
}

/** GeneralErrorResponse (spec 3.1.2): a request we could read but refuse. */
export function errorAnswer(
  status: number,
  ctx: AnswerContext,
  errorCode: string,
  message: string,
  technical: readonly TechnicalMessage[] = [],
): Answer {
  const xml = serializeXml(
    el(
      'GeneralErrorResponse',
      [
        header(ctx),
        el('common:result', [
          el('common:funcCode', 'ERROR'),
          el('common:errorCode', errorCode),
          el('common:message', message.slice(0, 1024)),
        ]),
        ctx.software,
        ...technical.map((t) =>
          el('technicalValidationMessages', [
            el('common:validationResultCode', 'ERROR'),
            el('common:validationErrorCode', t.code),
            el('common:message', t.message.slice(0, 1024)),
          ]),
        ),
      ],
      NAMESPACES,
    ),
  );
  return { status, xml };
}

/** GeneralExceptionResponse (spec 3.1.1): a body that is not even readable XML. */
export function exceptionAnswer(message: string): Answer {
  const xml = serializeXml(
    el(
      'GeneralExceptionResponse',
      [
        el('funcCode', 'ERROR'),
        el('errorCode', 'INVALID_REQUEST'),
        el('message', message.slice(0, 1024)),
      ],
      { xmlns: NAV_NS.common },
    ),
  );
  return { status: 400, xml };
}
