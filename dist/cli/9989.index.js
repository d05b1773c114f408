(function (__citegate_import_meta_url, __WEBPACK_EXTERNAL_createRequire) { 'use strict'; return { id: 9989,
ids: [9989],
modules: {

/***/ 9989:
/***/ (function(module) {

module.exports = eval("require")("canvas");


/***/ })

} };
})
