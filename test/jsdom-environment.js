// jest-fixed-jsdom gives the client tests Node's fetch and streams (RTK Query, MSW). It also swaps in
// Node's FormData, which cannot read a <form>; React 19 builds one from the form on submits inside a
// transition (React Router navigations), so FormData here also accepts a form, as browsers' does.
const FixedJSDOMEnvironment = require('jest-fixed-jsdom');

class FormDataFromForm extends FormData {
  constructor(form, submitter) {
    super();
    if (!form || !form.elements) return;
    for (const element of form.elements) {
      if (!element.name || element.disabled) continue;
      if ((element.type === 'checkbox' || element.type === 'radio') && !element.checked) continue;
      if (element.type === 'submit' && element !== submitter) continue;
      this.append(element.name, element.value);
    }
  }
}

class ShopJSDOMEnvironment extends FixedJSDOMEnvironment {
  constructor(...args) {
    super(...args);
    this.global.FormData = FormDataFromForm;
  }
}

module.exports = ShopJSDOMEnvironment;
