module.exports = { title: 'Bad fixture' };
