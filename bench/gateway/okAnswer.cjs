/* global module */
// autocannon verifyBody (loaded by its worker thread): an answer counts only when the gateway said 200.
module.exports = (body) => /"respCode":200[,}]/.test(body);
