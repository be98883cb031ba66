import type { Page } from 'playwright-core';
import { type EditedVariant, setVariantStock } from './support/back-office';
import { DESKTOP, PHONE, newShopper, screenshot, seriousA11yViolations } from './support/browser';
import { waitForMail } from './support/checkout-steps';
import { demoProducts } from './support/demo-api';
import { staffBrowser, staffSignIn } from './support/staff';

jest.setTimeout(240_000);

interface Wanted extends EditedVariant {
  alias: string;
}

/** "Értesítést kérek" on the product page, a wrong address first when `checkBadAddress`. */
async function askForNotice(page: Page, wanted: Wanted, email: string, checkBadAddress: boolean) {
  await page.goto(`/termek/${wanted.alias}`);
  await page
    .getByRole('combobox', { name: 'Termékváltozat' })
    .selectOption(String(wanted.variantId));
  await page.getByRole('button', { name: 'Értesítést kérek' }).click();
  const form = page.getByRole('form', { name: 'Értesítés kérése' });
  if (checkBadAddress) {
    await form.getByRole('textbox', { name: /E-mail-cím/ }).fill('nem-cim');
    await form.getByRole('button', { name: 'Kérem az értesítést' }).click();
    await form.getByText('Adj meg érvényes e-mail-címet (például nev@pelda.hu).').waitFor();
  }
  await form.getByRole('textbox', { name: /E-mail-cím/ }).fill(email);
  await form.getByRole('button', { name: 'Kérem az értesítést' }).click();
  await page
    .getByRole('status')
    .getByText(`Köszönjük! Amint újra lesz készleten, e-mailt küldünk ide: ${email}.`)
    .waitFor();
}

const UNSUBSCRIBE_LINK = /https?:\/\/[^\s/]+(\/ertesites-leiratkozas\/\d+\.[A-Za-z0-9_-]{22})/;

describe('"Értesítést kérek": a back-in-stock e-mail after the back office raises the stock', () => {
  const run = staffBrowser('keszlet');

  it('two shoppers ask (1280 and 375 px), the stock rises, each gets one e-mail; its link unsubscribes', async () => {
    const products = await demoProducts(60);
    const soldOut: Wanted[] = products.flatMap((p) =>
      p.variants
        .filter((v) => v.stock === 0)
        .map((v) => ({ productId: p.id, alias: p.alias, variantId: v.id, cikkszam: v.cikkszam })),
    );
    const [first, second] = soldOut;
    if (!first || !second) throw new Error('Fewer than two demo variants out of stock');
    const shoppers = [
      { viewport: DESKTOP, name: 'desktop', email: `asztali.${run.stamp}@pelda.hu` },
      { viewport: PHONE, name: 'phone', email: `telefon.${run.stamp}@pelda.hu` },
    ];
    for (const { viewport, name, email } of shoppers) {
      const shopper = await newShopper(run.browser, viewport);
      await askForNotice(shopper.page, second, email, false);
      await askForNotice(shopper.page, first, email, true);
      expect(await seriousA11yViolations(shopper.page)).toEqual([]);
      await screenshot(shopper.page, `back-in-stock-${name}`);
      await shopper.context.close();
    }

    const admin = await newShopper(run.browser, DESKTOP);
    await staffSignIn(admin.page, run.email);
    await setVariantStock(admin.page, first, 3);
    const mails: string[] = [];
    for (const { email } of shoppers) {
      const mail = await waitForMail(email, 'Újra készleten van', `/termek/${first.alias}`);
      expect(mail).toContain(first.cikkszam);
      mails.push(mail);
    }

    // The desktop shopper follows the mail's unsubscribe link: one click, no login.
    const link = UNSUBSCRIBE_LINK.exec(mails[0] as string)?.[1];
    if (!link) throw new Error('no unsubscribe link in the restock e-mail');
    const confirmation = `Leiratkoztál: erre a címre nem küldünk több készletértesítést: ${shoppers[0]?.email}.`;
    const desktop = await newShopper(run.browser, DESKTOP);
    await desktop.page.goto(link);
    await desktop.page
      .getByRole('heading', { name: 'Leiratkozás a készletértesítésekről' })
      .waitFor();
    await desktop.page.getByRole('status').getByText(confirmation).waitFor();
    expect(await seriousA11yViolations(desktop.page)).toEqual([]);
    await screenshot(desktop.page, 'back-in-stock-unsubscribed-desktop');
    await desktop.context.close();

    // The second variant comes back: only the shopper who stayed subscribed hears of it.
    await setVariantStock(admin.page, second, 2);
    await waitForMail(shoppers[1]?.email as string, `/termek/${second.alias}`, second.cikkszam);
    await expect(
      waitForMail(shoppers[0]?.email as string, `/termek/${second.alias}`, second.cikkszam),
    ).rejects.toThrow('no e-mail');
    await admin.context.close();

    // On a phone: the same link again answers the same; a damaged one says so in Hungarian.
    const phone = await newShopper(run.browser, PHONE);
    await phone.page.goto(link);
    await phone.page.getByRole('status').getByText(confirmation).waitFor();
    expect(await seriousA11yViolations(phone.page)).toEqual([]);
    await screenshot(phone.page, 'back-in-stock-unsubscribed-phone');
    await phone.page.goto(link.slice(0, -2));
    await phone.page
      .getByRole('alert')
      .getByText('Ez a leiratkozási link érvénytelen. Másold be a teljes linket az e-mailből.')
      .waitFor();
    expect(await seriousA11yViolations(phone.page)).toEqual([]);
    await phone.context.close();
  });
});
