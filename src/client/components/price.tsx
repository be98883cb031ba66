import { formatForint } from '@common/format';

/** The one place that formats money: '12 345 Ft'. `from` marks a 'from' price, `old` a crossed-out one. */
export function Price({
  value,
  from = false,
  old = false,
  className,
}: {
  value: number;
  from?: boolean;
  old?: boolean;
  className?: string;
}) {
  const text = formatForint(value);
  if (old) {
    return (
      <del className={['price', 'price--old', className].filter(Boolean).join(' ')}>
        <span className="visually-hidden">Eredeti ár: </span>
        {text}
      </del>
    );
  }
  return (
    <span className={['price', className].filter(Boolean).join(' ')}>
      {text}
      {from ? <span className="price__from">-tól</span> : null}
    </span>
  );
}
